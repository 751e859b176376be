import { useTranslation } from 'react-i18next';
import { SITE_LANGUAGES, languageName, primaryLanguage } from '@evisa/forms/languages';
import { chooseLanguage } from './i18n';

/** The header's language choice, each language named in itself; the choice is kept in this browser. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = primaryLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('header.language')}</span>
      <select value={current} onChange={(event) => void chooseLanguage(event.target.value)}>
        {SITE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageName(language)}
          </option>
        ))}
      </select>
    </label>
  );
}

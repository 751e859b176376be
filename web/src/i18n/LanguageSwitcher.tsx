import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_LANGUAGES, languageName, primaryLanguage } from '@evisa/forms/languages';
import { offeredFormLanguages } from '../definition/definitions';
import { chooseLanguage } from './i18n';

/**
 * The header's language choice, each language named in itself; the choice is kept in this browser. Beside the
 * site's languages it offers those a form on this page is translated into (an editor's language): marked, as the
 * site's own texts stay English in it.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = primaryLanguage(i18n.language || i18n.resolvedLanguage || 'en');
  const formOnly = useSyncExternalStore(offeredFormLanguages.subscribe, offeredFormLanguages.current).filter(
    (code) => !(SITE_LANGUAGES as readonly string[]).includes(code),
  );
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('header.language')}</span>
      <select value={current} onChange={(event) => void chooseLanguage(event.target.value)}>
        {SITE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageName(language)}
          </option>
        ))}
        {formOnly.map((language) => (
          <option key={language} value={language} lang={language}>
            {t('header.formOnlyLanguage', { language: languageName(language), defaultValue: '{{language}} (form only, other pages in English)' })}
          </option>
        ))}
      </select>
    </label>
  );
}

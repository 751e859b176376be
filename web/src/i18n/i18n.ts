// The site's own texts in the applicant's language. English is in the first chunk (it is every text's fallback), but
// for the later pages' groups, which load with those pages (laterTexts.ts); each other language is a chunk of its
// own, loaded when chosen. The choice: what the applicant picked in the header (kept in this browser), else the
// browser's preferred languages, else English.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { SITE_LANGUAGES, SOURCE_LANGUAGE, negotiateLanguage, textDirection } from '@evisa/forms/languages';
import en from 'virtual:english-texts/first';

/** Where the applicant's choice is kept (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'evisa.language';

const otherLanguages = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*.json', '!./locales/en.json']);

/** The applicant's own choice when they made one here, else the first of the browser's languages the site speaks. */
export function chosenLanguage(): string {
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (a private window's settings): the browser's languages decide.
  }
  // A kept choice only a form speaks (an editor's language) stays: the form shows in it, the site's texts in English.
  if (kept && /^[a-z]{2,3}$/.test(kept)) return kept;
  return negotiateLanguage(navigator.languages, SITE_LANGUAGES);
}

/** Keeps the applicant's choice in this browser. */
export function chooseLanguage(language: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept: the choice lasts as long as the page.
  }
  return i18next.changeLanguage(language);
}

function showLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

i18next.on('languageChanged', showLanguage);

void i18next
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      // Any other namespace is an information page's texts (content/pageTexts.ts), fetched when the page is shown.
      if (namespace !== 'translation') return (await import('../content/pageTexts')).loadPageTexts(namespace, language);
      const load = otherLanguages[`./locales/${language}.json`];
      return load ? (await load()).default : {};
    }),
  )
  .use(initReactI18next)
  .init({
    lng: chosenLanguage(),
    resources: { [SOURCE_LANGUAGE]: { translation: en } },
    partialBundledLanguages: true,
    fallbackLng: SOURCE_LANGUAGE,
    // No supportedLngs: it would turn a language only a form speaks (an editor's eighth) into English, and the form
    // with it. The site's own texts in such a language are English (no locale file), by the fallback.
    load: 'languageOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

export { i18next };

import { isSiteLanguage, type SiteLanguage } from './languages.js';

/**
 * The words for yes and no in each language of the site: the labels of the boxes an applicant ticks (the site's
 * RJSF YesLabel and NoLabel) and the answers shown back (Preview, summaries, the console, e-mails and PDFs) read them here.
 */
const YES_NO_WORDS: Record<SiteLanguage, readonly [yes: string, no: string]> = {
  en: ['Yes', 'No'],
  fr: ['Oui', 'Non'],
  de: ['Ja', 'Nein'],
  es: ['Sí', 'No'],
  ru: ['Да', 'Нет'],
  zh: ['是', '否'],
  ar: ['نعم', 'لا'],
};

/** A yes/no answer in words: in `language` where it is one of the site's, else in English (an editor's eighth language). */
export const yesNoWord = (answer: boolean, language?: string): string => YES_NO_WORDS[isSiteLanguage(language) ? language : 'en'][answer ? 0 : 1];

/** A condition's or a preview row's value in English words: a boolean as Yes or No, anything else as it is written. */
export const scalarText = (value: unknown): string => (typeof value === 'boolean' ? yesNoWord(value) : String(value));

import { isSiteLanguage, type SiteLanguage } from './languages.js';

/**
 * The words for yes and no in each language of the site: the labels of the boxes an applicant ticks (the site's
 * RJSF YesLabel and NoLabel) and the answers shown back (Preview, summaries, the console, e-mails and PDFs) read them here.
 */
export const YES_NO_WORDS: Record<SiteLanguage, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  fr: { yes: 'Oui', no: 'Non' },
  de: { yes: 'Ja', no: 'Nein' },
  es: { yes: 'Sí', no: 'No' },
  ru: { yes: 'Да', no: 'Нет' },
  zh: { yes: '是', no: '否' },
  ar: { yes: 'نعم', no: 'لا' },
};

/** The words for yes and no in `language`, or in English where the site has none of its own (an editor's eighth language). */
export const yesNoWords = (language?: string): { yes: string; no: string } => YES_NO_WORDS[isSiteLanguage(language) ? language : 'en'];

/** A yes/no answer in words, in English unless `language` is another of the site's. */
export const yesNoWord = (answer: boolean, language?: string): string => yesNoWords(language)[answer ? 'yes' : 'no'];

/** A condition's or a preview row's value in English words: a boolean as Yes or No, anything else as it is written. */
export const scalarText = (value: unknown): string => (typeof value === 'boolean' ? yesNoWord(value) : String(value));

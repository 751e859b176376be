import type { SiteLanguage, SOURCE_LANGUAGE } from '../languages.js';

/**
 * A shipped form's catalogues as the definition's files (`translations/<code>.json`): one for each language of the
 * site but the source language, in which the form's own files are written.
 */
export const translationFiles = (catalogues: Record<Exclude<SiteLanguage, typeof SOURCE_LANGUAGE>, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(catalogues).map(([language, catalogue]) => [`translations/${language}.json`, catalogue]));

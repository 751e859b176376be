// The languages the product speaks, and how a caller's preference picks one: the site (navigator.languages), the API
// (Accept-Language) and the e-mails all choose the same way. Its own subpath (@evisa/forms/languages): the site's first
// chunk needs it and nothing else of the package.

/** English is the source language: every text exists in it, and it is the fallback of every other. */
export const SOURCE_LANGUAGE = 'en';

/**
 * The languages the site's own texts (pages, toasts, payment pages, e-mails) are written in, chosen from the e-Visa's
 * largest source markets. A form version may offer more: an editor's eighth language shows the form in it and the
 * site's own texts in English, marked as such.
 */
export const SITE_LANGUAGES = ['en', 'fr', 'de', 'es', 'ru', 'zh', 'ar'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const isSiteLanguage = (language: string | undefined): language is SiteLanguage =>
  (SITE_LANGUAGES as readonly (string | undefined)[]).includes(language);

// Scripts written right to left (ISO 639-1 codes of the languages that use one).
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi', 'dv']);

/** A language code as the product keeps it: the lower-case primary subtag ('fr-CA' -> 'fr', 'zh-Hans-CN' -> 'zh'). */
export function primaryLanguage(tag: string): string {
  return tag.trim().split(/[-_]/)[0]!.toLowerCase();
}

export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(primaryLanguage(language)) ? 'rtl' : 'ltr';
}

/** The language's own name for itself ('fr' -> 'français'), from the runtime's CLDR data. */
export function languageName(language: string): string {
  const code = primaryLanguage(language);
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The tags of an Accept-Language header, most wanted first (q=0 means 'not this one'). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0 && Number.isFinite(q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The first of the preferred languages that is available (by primary subtag), else the source language. */
export function negotiateLanguage(preferred: readonly string[], available: readonly string[]): string {
  const offered = new Set(available.map(primaryLanguage));
  for (const tag of preferred) {
    const code = primaryLanguage(tag);
    if (offered.has(code)) return code;
  }
  return SOURCE_LANGUAGE;
}

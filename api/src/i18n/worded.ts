import { SOURCE_LANGUAGE, type SiteLanguage } from '@evisa/forms/languages';

/** Words an applicant reads (e-mails, documents), in each language of the site. */
export type Worded<T> = Record<SiteLanguage, T>;

/** `words` in `language`, English when it is none of the site's languages. */
export const inLanguage = <T>(words: Worded<T>, language: string | undefined): T => words[language as SiteLanguage] ?? words[SOURCE_LANGUAGE];

import { negotiateLanguage, parseAcceptLanguage, primaryLanguage, SITE_LANGUAGES, type SiteLanguage } from '@evisa/forms/languages';
import type { Request } from 'express';
import { FormValidationException } from '../common/form-validation.exception.js';

/** The site's language the caller prefers (Accept-Language), English when it names none the site speaks. */
export const requestLanguage = (request: Pick<Request, 'headers'>): SiteLanguage =>
  negotiateLanguage(parseAcceptLanguage(request.headers['accept-language']), SITE_LANGUAGES) as SiteLanguage;

/** Whether the caller said which languages it prefers at all. */
const namesLanguage = (request: Pick<Request, 'headers'>): boolean => parseAcceptLanguage(request.headers['accept-language']).length > 0;

/**
 * The language to keep with an application from a create or a save: the body's `language` when it names one (one
 * of SITE_LANGUAGES, else 400), else the caller's Accept-Language; undefined when the caller said neither.
 */
export function applicantLanguage(body: Record<string, unknown>, request: Pick<Request, 'headers'>): SiteLanguage | undefined {
  const sent = body.language;
  if (sent === undefined) return namesLanguage(request) ? requestLanguage(request) : undefined;
  const code = typeof sent === 'string' ? primaryLanguage(sent) : '';
  if (!(SITE_LANGUAGES as readonly string[]).includes(code)) {
    throw new FormValidationException([{ field: 'language', message: `language must be one of ${SITE_LANGUAGES.join(', ')}` }]);
  }
  return code as SiteLanguage;
}

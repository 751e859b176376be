// The application id's rules alone: the panel is on every page, and importing @evisa/forms/browser here pulled
// modules the steps share into the site's first chunk (+58 KB gzip on every page).
import { isSkuId, normalizeApplicationId } from '@evisa/forms/application-id';
import type { LiveHelpContext } from '../api/liveHelp';

/**
 * Where the applicant is asking from: the page, the step (the first part of a step's address, /Apply4/{id}) and
 * the field in focus; and the application, when the address names one.
 */
export function helpContext(pathname: string, focusedField: string | null): { context: LiveHelpContext; skuId: string | null } {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  const candidate = normalizeApplicationId(decodeURIComponent(second));
  const skuId = isSkuId(candidate) ? candidate : null;
  return {
    context: { page: pathname.slice(0, 200), step: skuId ? first.slice(0, 100) : null, field: focusedField?.slice(0, 100) ?? null },
    skuId,
  };
}

/** A form control's field name as the form definition names it (RJSF ids are root_<name>, nested with _). */
export function fieldNameOf(element: Element): string | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) return null;
  const raw = element.name || element.id;
  return raw ? raw.replace(/^root_/, '') : null;
}

import type { Schemas } from '@evisa/contract';
import { requestJson } from './http';
import { rememberFileLinks } from '@evisa/form-ui';

export type IncompleteStep = Schemas['IncompleteStep'];

export type ApplicationValues = Record<string, unknown>;

/** An application as View-application returns it: every saved field plus its id, payment state, fee and progress. */
export type ApplicationRecord = Schemas['Application'];

/** The answers as the wizard last saw them saved: an application read or saved, or a new one's (only its id). */
export type SavedApplication = Partial<ApplicationRecord> & Pick<ApplicationRecord, 'sku_id'>;

const path = (action: string, id?: string) => `/api/india/${action}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

export function createApplication(values: ApplicationValues): Promise<Schemas['CreateApplicationReply']> {
  return requestJson('POST', path('create-application'), values);
}

/** Saves values into the application; with `savedAt`, only if nobody saved it since (else ApiError 412). */
export function updateApplication(id: string, values: ApplicationValues, savedAt?: string): Promise<Schemas['UpdateApplicationReply']> {
  return requestJson('PUT', path('update-application', id), values, undefined, savedAt ? { 'If-Match': `"${savedAt}"` } : {});
}

export async function viewApplication(id: string, signal?: AbortSignal): Promise<Schemas['ViewApplicationReply']> {
  const body: Schemas['ViewApplicationReply'] = await requestJson('GET', path('View-application', id), undefined, signal);
  rememberFileLinks(body.file_links);
  return body;
}

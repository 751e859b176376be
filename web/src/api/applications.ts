import type { Schemas } from '@evisa/contract';
import { api, dataOf } from './http';
import { rememberFileLinks } from '@evisa/form-ui';

export type IncompleteStep = Schemas['IncompleteStep'];

export type ApplicationValues = Record<string, unknown>;

/** An application as View-application returns it: every saved field plus its id, payment state, fee and progress. */
export type ApplicationRecord = Schemas['Application'];

/** The answers as the wizard last saw them saved: an application read or saved, or a new one's (only its id). */
export type SavedApplication = Partial<ApplicationRecord> & Pick<ApplicationRecord, 'sku_id'>;

export function createApplication(values: ApplicationValues): Promise<Schemas['CreateApplicationReply']> {
  return dataOf(api.POST('/api/india/create-application', { body: values }));
}

/** Saves values into the application; with `savedAt`, only if nobody saved it since (else ApiError 412). */
export function updateApplication(id: string, values: ApplicationValues, savedAt?: string): Promise<Schemas['UpdateApplicationReply']> {
  // The document lists the header twice, once as 'if-match' and required; the API saves unconditionally without it.
  const header = (savedAt ? { 'If-Match': `"${savedAt}"` } : {}) as { 'if-match': string };
  return dataOf(api.PUT('/api/india/update-application/{id}', { params: { path: { id }, header }, body: values }));
}

export async function viewApplication(id: string, signal?: AbortSignal): Promise<Schemas['ViewApplicationReply']> {
  const body = await dataOf(api.GET('/api/india/View-application/{id}', { params: { path: { id } }, signal }));
  rememberFileLinks(body.file_links);
  return body;
}

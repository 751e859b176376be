import { requestJson } from './http';
import { rememberFileLinks } from '@evisa/form-ui';
import type { FeeQuote, IncompleteStep, ReviewStage } from '@evisa/forms/browser';

export type { FeeQuote, IncompleteStep };

/** The envelope of the applicant calls: the spec reads `success` after a create and `status` elsewhere. */
export interface ApiEnvelope<D> {
  success?: boolean;
  status?: boolean;
  message?: string;
  data?: D;
}

export type ApplicationValues = Record<string, unknown>;

/** An application as View-application returns it: every saved field plus its id, payment state and fee. */
export interface ApplicationRecord extends ApplicationValues {
  sku_id: string;
  payment_status?: string;
  fee?: FeeQuote | null;
  /** The version of the form definition the application is filled in with (its questions and rules). */
  form_version?: number;
  /** When the answers were last saved; sent back as If-Match so a save never silently overwrites a later one. */
  saved_at?: string;
  /** The steps that still need answers, in form order (empty when the application is complete). */
  incomplete_steps?: IncompleteStep[];
  /** Where a paid application stands (null before payment). */
  review_stage?: ReviewStage | null;
}

const path = (action: string, id?: string) => `/api/india/${action}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

export function createApplication(values: ApplicationValues): Promise<ApiEnvelope<{ sku_id?: string }>> {
  return requestJson('POST', path('create-application'), values);
}

/** Saves values into the application; with `savedAt`, only if nobody saved it since (else ApiError 412). */
export function updateApplication(id: string, values: ApplicationValues, savedAt?: string): Promise<ApiEnvelope<ApplicationRecord>> {
  return requestJson('PUT', path('update-application', id), values, undefined, savedAt ? { 'If-Match': `"${savedAt}"` } : {});
}

export async function viewApplication(id: string, signal?: AbortSignal): Promise<ApiEnvelope<ApplicationRecord>> {
  const body: ApiEnvelope<ApplicationRecord> & { file_links?: unknown } = await requestJson('GET', path('View-application', id), undefined, signal);
  rememberFileLinks(body.file_links);
  return body;
}

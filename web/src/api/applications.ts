import { requestJson } from './http';
import { rememberFileLinks } from '@evisa/form-ui';

/** The envelope of the applicant calls: the spec reads `success` after a create and `status` elsewhere. */
export interface ApiEnvelope<D> {
  success?: boolean;
  status?: boolean;
  message?: string;
  data?: D;
}

export type ApplicationValues = Record<string, unknown>;

/** The fee View-application computes for the application (null while nationality or service is not chosen). */
export interface FeeQuote {
  amount: number;
  currency: string;
  visaFee: number;
  urgentFee: number;
}

/** An application as View-application returns it: every saved field plus its id, payment state and fee. */
export interface ApplicationRecord extends ApplicationValues {
  sku_id: string;
  payment_status?: string;
  fee?: FeeQuote | null;
  /** The version of the form definition the application is filled in with (its questions and rules). */
  form_version?: number;
}

const path = (action: string, id?: string) =>
  `/api/india/${action}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

export function createApplication(values: ApplicationValues): Promise<ApiEnvelope<{ sku_id?: string }>> {
  return requestJson('POST', path('create-application'), values);
}

export function updateApplication(id: string, values: ApplicationValues): Promise<ApiEnvelope<{ sku_id?: string }>> {
  return requestJson('PUT', path('update-application', id), values);
}

export async function viewApplication(id: string, signal?: AbortSignal): Promise<ApiEnvelope<ApplicationRecord>> {
  const body: ApiEnvelope<ApplicationRecord> & { file_links?: unknown } = await requestJson('GET', path('View-application', id), undefined, signal);
  rememberFileLinks(body.file_links);
  return body;
}

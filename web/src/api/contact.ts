import type { ApiEnvelope } from './applications';
import { requestJson } from './http';

/** POST indiaVisaContact: a message of the contact form (its fields as forms/contact names them). */
export function sendEnquiry(values: Record<string, unknown>): Promise<ApiEnvelope<unknown>> {
  return requestJson('POST', '/api/india/indiaVisaContact', values);
}

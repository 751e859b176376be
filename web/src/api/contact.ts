import type { Schemas } from '@evisa/contract';
import { api, dataOf } from './http';

/** POST indiaVisaContact: a message of the contact form (its fields as its published version names them). */
export function sendEnquiry(values: Record<string, unknown>): Promise<Schemas['Acknowledgement']> {
  return dataOf(api.POST('/api/india/indiaVisaContact', { body: values }));
}

import type { ApiEnvelope } from './applications';
import { requestJson } from './http';

/** The contact form's fields, as the spec names them. */
export interface Enquiry {
  Given_Name: string;
  Email: string;
  contact_no: string;
  Nationality: string;
  remarks: string;
}

/** POST indiaVisaContact. */
export function sendEnquiry(enquiry: Enquiry): Promise<ApiEnvelope<unknown>> {
  return requestJson('POST', '/api/india/indiaVisaContact', enquiry);
}

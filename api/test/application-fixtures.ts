import { createApplication as createThroughApi } from '@evisa/test-support';
import { inject } from 'vitest';
import { newClientAddress } from './http.js';

/** Step 1 values for a visa service (with a purpose the form accepts for it). */
export const SERVICES: Record<string, Record<string, unknown>> = {
  tourist30Days: { Visa_Service: 'eTOURIST VISA', Sub_t_Visa_Service: '30 Days', sub_Visa_Service: 'Tourism/Recreation/Sight-seeing' },
  tourist1Year: { Visa_Service: 'eTOURIST VISA', Sub_t_Visa_Service: '1 Year', sub_Visa_Service: 'Recreation/Sight-seeing' },
  tourist5Years: { Visa_Service: 'eTOURIST VISA', Sub_t_Visa_Service: '5 Year', sub_Visa_Service: 'Recreation/Sight-seeing' },
  eBusiness: { Visa_Service: 'eBUSINESS VISA', Sub_t_Visa_Service: undefined, sub_Visa_Service: 'Attend Technical/Business Meetings' },
  eConference: { Visa_Service: 'eCONFERENCE VISA', Sub_t_Visa_Service: undefined, sub_Visa_Service: 'Attend a Conference or Seminar or Workshop' },
  eMedical: { Visa_Service: 'eMEDICAL VISA', Sub_t_Visa_Service: undefined, sub_Visa_Service: 'Short Term Medical Treatment of Self' },
  eMedicalAttendant: {
    Visa_Service: 'eMEDICAL ATTENDANT VISA',
    Sub_t_Visa_Service: undefined,
    sub_Visa_Service: 'Accompany Patient on e-Medical Visa',
  },
  eAyush: { Visa_Service: 'e-Ayush Visa', Sub_t_Visa_Service: undefined, sub_Visa_Service: 'Treatment under Ayush Systems' },
  eAyushAttendant: { Visa_Service: 'e-Ayush Attendant', Sub_t_Visa_Service: undefined, sub_Visa_Service: 'Attendant to an e-Ayush Visa Holder' },
};

/** A new application (from an address of its own, so that creation limits never interfere) with step 1 only. */
export function createApplication(overrides: Record<string, unknown> = {}, baseUrl: string = inject('baseUrl')): Promise<string> {
  return createThroughApi({ baseUrl, client: newClientAddress() }, overrides);
}

/** An application every step of the form accepts, with its photograph and documents uploaded. */
export function createCompleteApplication(overrides: Record<string, unknown> = {}, baseUrl: string = inject('baseUrl')): Promise<string> {
  return createThroughApi({ baseUrl, client: newClientAddress() }, overrides, { complete: true });
}

import { indiaEvisa, queryForm } from '@evisa/forms';
import { validApplication, validStep1 } from '@evisa/forms/fixtures';
import { expect } from 'vitest';
import { call, newClientAddress, upload } from './http.js';
import { pdf, photo } from './images.js';

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
export async function createApplication(overrides: Record<string, unknown> = {}, baseUrl?: string): Promise<string> {
  const reply = await call('POST', '/api/india/create-application', { body: validStep1(new Date(), overrides), client: newClientAddress(), baseUrl });
  expect(reply.status).toBe(201);
  return reply.body.data.sku_id;
}

/**
 * An application every step of the form accepts. Upload fields (found by their annotation in the published
 * definition) get files uploaded here: the photograph a valid JPEG, documents a PDF.
 */
export async function createCompleteApplication(overrides: Record<string, unknown> = {}, baseUrl?: string): Promise<string> {
  const skuId = await createApplication(overrides, baseUrl);
  const client = newClientAddress();
  const values = validApplication(new Date(), overrides);
  for (const { name, upload: kind } of queryForm(indiaEvisa).fields) {
    if (!kind || !(name in values)) continue;
    const reply = await upload(kind === 'photo' ? photo() : pdf(), { client, baseUrl });
    values[name] = reply.body.file.filename;
  }
  const reply = await call('PUT', `/api/india/update-application/${skuId}`, { body: values, client, baseUrl });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return skuId;
}

import { describe, expect, it } from 'vitest';
import { computeFee } from './computeFee.js';
import type { FeeAmounts } from './fee.entity.js';

const fees: FeeAmounts = {
  eConference: 1,
  eBusiness: 2,
  eAyushAttendant: 3,
  eAyush: 4,
  eMedicalAttendant: 5,
  eMedical: 6,
  tourist5Years: 7,
  tourist1Year: 8,
  tourist30Days: 9,
  urgentVisaFee: 60,
};

describe('computeFee', () => {
  it.each([
    ['eCONFERENCE VISA', undefined, 1],
    ['eBUSINESS VISA', undefined, 2],
    ['e-Ayush Attendant', undefined, 3],
    ['e-Ayush Visa', undefined, 4],
    ['eMEDICAL ATTENDANT VISA', undefined, 5],
    ['eMEDICAL VISA', undefined, 6],
    ['eTOURIST VISA', '5 Year', 7],
    ['eTOURIST VISA', '1 Year', 8],
    ['eTOURIST VISA', '30 Days', 9],
  ])('takes %s %s from its own column, plus the urgent fee for Urgent Processing', (service, duration, expected) => {
    const data = { Visa_Service: service, Sub_t_Visa_Service: duration };
    expect(computeFee(fees, { ...data, Application_Type: 'Normal Processing' })).toEqual({ amount: expected, currency: 'USD', visaFee: expected, urgentFee: 0 });
    expect(computeFee(fees, { ...data, Application_Type: 'Urgent Processing' })).toEqual({ amount: expected + 60, currency: 'USD', visaFee: expected, urgentFee: 60 });
  });

  it('adds amounts with cents exactly', () => {
    expect(computeFee({ ...fees, eBusiness: 0.1, urgentVisaFee: 0.2 }, { Visa_Service: 'eBUSINESS VISA', Application_Type: 'Urgent Processing' })?.amount).toBe(0.3);
  });

  it.each([{}, { Visa_Service: 'eTOURIST VISA' }, { Visa_Service: 'eTOURIST VISA', Sub_t_Visa_Service: '2 Years' }, { Visa_Service: 'SPACE VISA' }])(
    'has no fee without a known service and duration: %j',
    (data) => expect(computeFee(fees, data)).toBeNull(),
  );
});

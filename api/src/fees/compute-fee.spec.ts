import { indiaEvisa } from '@evisa/forms';
import { describe, expect, it } from 'vitest';
import { computeFee as computeWith } from './compute-fee.js';
import type { FeeAmounts } from './fee.entity.js';

const computeFee = (amounts: FeeAmounts, data: Record<string, unknown>) => computeWith(amounts, indiaEvisa, data);

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
  ])('takes %s %s by its fee code, plus the urgent fee for Urgent Processing', (service, duration, expected) => {
    const data = { Visa_Service: service, Sub_t_Visa_Service: duration };
    expect(computeFee(fees, { ...data, Application_Type: 'Normal Processing' })).toEqual({
      amount: expected,
      currency: 'USD',
      visaFee: expected,
      urgentFee: 0,
    });
    expect(computeFee(fees, { ...data, Application_Type: 'Urgent Processing' })).toEqual({
      amount: expected + 60,
      currency: 'USD',
      visaFee: expected,
      urgentFee: 60,
    });
  });

  it('adds amounts with cents exactly', () => {
    expect(
      computeFee({ ...fees, eBusiness: 0.1, urgentVisaFee: 0.2 }, { Visa_Service: 'eBUSINESS VISA', Application_Type: 'Urgent Processing' })?.amount,
    ).toBe(0.3);
  });

  it.each([{}, { Visa_Service: 'eTOURIST VISA' }, { Visa_Service: 'eTOURIST VISA', Sub_t_Visa_Service: '2 Years' }, { Visa_Service: 'SPACE VISA' }])(
    'has no fee without a known service and duration: %j',
    (data) => expect(computeFee(fees, data)).toBeNull(),
  );
});

describe('computeFee by the fee codes of the definition', () => {
  it('has no fee while the country has no amount for a code the answers give', () => {
    const { urgentVisaFee: _urgent, ...withoutUrgent } = fees;
    expect(computeFee(withoutUrgent, { Visa_Service: 'eBUSINESS VISA', Application_Type: 'Normal Processing' })?.amount).toBe(2);
    expect(computeFee(withoutUrgent, { Visa_Service: 'eBUSINESS VISA', Application_Type: 'Urgent Processing' })).toBeNull();
  });

  it('prices a service an editor adds with a code of its own, without any code change', () => {
    const definition = structuredClone(indiaEvisa);
    definition.fees!.visa.codes['eSTUDENT VISA'] = 'eStudent';
    expect(computeWith({ ...fees, eStudent: 45.5 }, definition, { Visa_Service: 'eSTUDENT VISA', Application_Type: 'Urgent Processing' })).toEqual({
      amount: 105.5,
      currency: 'USD',
      visaFee: 45.5,
      urgentFee: 60,
    });
    expect(computeWith(fees, definition, { Visa_Service: 'eSTUDENT VISA' })).toBeNull();
  });
});

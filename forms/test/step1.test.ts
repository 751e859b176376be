import { describe, expect, it } from 'vitest';
import { normalizeFormData } from '../src/index.js';
import { daysFrom, validStep1 } from '../src/fixtures.js';
import { now, stepValidation, validator, without } from './helpers.js';

const step1 = stepValidation('step1', () => validStep1(now));
const { errors } = step1;

describe('step 1', () => {
  step1.itAcceptsTheValidApplication();

  it('accepts every service with one of its purposes', () => {
    const cases: Array<[string, string]> = [
      ['eMEDICAL VISA', 'Short Term Medical Treatment of Self'],
      ['eBUSINESS VISA', 'Sports Related Activity'],
      ['eCONFERENCE VISA', 'Attend a Conference or Seminar or Workshop'],
      ['eMEDICAL ATTENDANT VISA', 'Accompany Patient on e-Medical Visa'],
      ['e-Ayush Visa', 'Treatment under Ayush Systems'],
      ['e-Ayush Attendant', 'Attendant to an e-Ayush Visa Holder'],
    ];
    for (const [service, purpose] of cases) {
      expect(errors({ Visa_Service: service, sub_Visa_Service: purpose, Sub_t_Visa_Service: undefined }), service).toEqual([]);
    }
  });

  step1.itRequires({
    Application_Type: 'Application Type is required',
    Passport_Type: 'Passport Type is required',
    Surname: 'Surname is required',
    Given_Name: 'Given Name is required',
    Nationality: 'Nationality is required',
    Port_Of_Arrival: 'Port Of Arrival is required',
    date_of_Birth: 'Date of Birth is required',
    Email: 'Email is required',
    ConfirmEmail: 'Re-enter Email is required',
    Contact_no_with_country_code: 'Contact number is required',
    Expected_Date_of_Arrival: 'Expected Date of Arrival is required',
    sub_Visa_Service: 'Visa Service is required',
  });

  it('requires Visa_Service with the spec message', () => {
    expect(errors(without('Visa_Service', 'Sub_t_Visa_Service', 'sub_Visa_Service'))).toEqual([
      { field: 'Visa_Service', message: 'Visa Service is required' },
      { field: 'sub_Visa_Service', message: 'Visa Service is required' },
    ]);
  });

  it('treats blank text as missing', () => {
    expect(errors({ Surname: '   ' })).toEqual([{ field: 'Surname', message: 'Surname is required' }]);
  });

  step1.itRejects([
    ['Email', 'claire.martin@', 'Invalid email format', { ConfirmEmail: 'claire.martin@' }],
    ['ConfirmEmail', 'claire@example.com', 'Emails must match'],
    ['Contact_no_with_country_code', '+33 612 x', 'Contact number may contain digits, +, spaces, dashes and brackets only'],
    ['Contact_no_with_country_code', '123', 'Contact number must have 6 to 15 digits, country code included'],
    ['date_of_Birth', '2026-11-23', 'Date of Birth cannot be in the future'],
    ['date_of_Birth', '1990-02-30', 'Date of Birth must be a real date: enter the day, month and year'],
    ['Expected_Date_of_Arrival', '2026-11-22', 'Expected Date of Arrival must be tomorrow or later'],
    ['Nationality', 'PAKISTAN', 'Please choose a nationality from the list'],
    ['Port_Of_Arrival', 'NOWHERE', 'Please choose a port from the list'],
    ['Passport_Type', 'DIPLOMATIC PASSPORT', 'Only ordinary passports are eligible for an e-Visa'],
    ['Sub_t_Visa_Service', '2 Years', 'Please choose a visa duration from the list'],
    ['sub_Visa_Service', 'Sale/Purchase/Trade', 'Please choose a purpose from the list'],
  ]);

  it('takes an arrival at most 120 days ahead, counted from the day of validation', () => {
    expect(errors({ Expected_Date_of_Arrival: daysFrom(now, 120) })).toEqual([]);
    expect(errors({ Expected_Date_of_Arrival: daysFrom(now, 121) })).toEqual([
      { field: 'Expected_Date_of_Arrival', message: 'Expected Date of Arrival can be at most 120 days from today' },
    ]);
    const later = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(validator.validateStep('step1', validStep1(now, { Expected_Date_of_Arrival: daysFrom(now, 121) }), later)).toEqual([]);
  });

  it('accepts today as a date of birth and tomorrow as the arrival', () => {
    expect(errors({ date_of_Birth: '2026-11-22', Expected_Date_of_Arrival: daysFrom(now, 1) })).toEqual([]);
  });

  it('asks for the tourist duration only for a tourist visa', () => {
    expect(errors(without('Sub_t_Visa_Service'))).toEqual([{ field: 'Sub_t_Visa_Service', message: 'Visa duration is required' }]);
  });

  it('offers the 1 and 5 year purposes, which differ from the 30 day ones', () => {
    expect(errors({ Sub_t_Visa_Service: '1 Year', sub_Visa_Service: 'Recreation/Sight-seeing' })).toEqual([]);
    expect(errors({ Sub_t_Visa_Service: '5 Year', sub_Visa_Service: 'Tourism/Recreation/Sight-seeing' })).toEqual([
      { field: 'sub_Visa_Service', message: 'Please choose a purpose from the list' },
    ]);
  });
});

describe('normalizeFormData', () => {
  it('trims, collapses white space, drops control characters and empty values', () => {
    expect(normalizeFormData({ Surname: '  de \t la\u0007  Cruz \n', Given_Name: '  ', Other: null, n: 3 })).toEqual({
      Surname: 'de la Cruz',
      n: 3,
    });
  });

  it('copies arrays and nested objects, keeping a "__proto__" key as an own value', () => {
    const sent = JSON.parse('{"saarc":[{"country":" NEPAL ","year":""},null,"  x "],"__proto__":{"polluted":" yes "}}');
    const normalized = normalizeFormData(sent);
    expect(Object.getPrototypeOf(normalized)).toBe(Object.prototype);
    expect(Object.keys(normalized)).toEqual(['saarc', '__proto__']);
    expect(normalized.saarc).toEqual([{ country: 'NEPAL' }, null, 'x']);
    expect(Object.getOwnPropertyDescriptor(normalized, '__proto__')?.value).toEqual({ polluted: 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes a value nested 100,000 levels deep without overflowing the stack', () => {
    let deep: unknown = ' bottom ';
    for (let level = 0; level < 100_000; level++) deep = level % 2 ? { a: deep } : [deep];
    let normalized = normalizeFormData(deep);
    for (let level = 100_000 - 1; level >= 0; level--) normalized = level % 2 ? (normalized as { a: unknown }).a : (normalized as unknown[])[0];
    expect(normalized).toBe('bottom');
  });
});

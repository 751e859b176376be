import { describe, expect, it } from 'vitest';
import { correctableFields, feeAnswers, feeCodeList, feeCodes, feeDecidingFields, indiaEvisa } from '../src/index.js';
import { SERVICE_CHOICES, validApplication } from '../src/fixtures.js';

const codes = (answers: Record<string, unknown>) => feeCodes(indiaEvisa, answers);

describe('feeCodes', () => {
  it("gives each service and tourist duration the spec's fee key", () => {
    expect(codes({ Visa_Service: 'eCONFERENCE VISA' })).toEqual({ visa: 'eConference', extras: [] });
    expect(codes({ Visa_Service: 'eBUSINESS VISA' })?.visa).toBe('eBusiness');
    expect(codes({ Visa_Service: 'e-Ayush Attendant' })?.visa).toBe('eAyushAttendant');
    expect(codes({ Visa_Service: 'e-Ayush Visa' })?.visa).toBe('eAyush');
    expect(codes({ Visa_Service: 'eMEDICAL ATTENDANT VISA' })?.visa).toBe('eMedicalAttendant');
    expect(codes({ Visa_Service: 'eMEDICAL VISA' })?.visa).toBe('eMedical');
    expect(codes({ Visa_Service: 'eTOURIST VISA', Sub_t_Visa_Service: '5 Year' })?.visa).toBe('tourist5Years');
    expect(codes({ Visa_Service: 'eTOURIST VISA', Sub_t_Visa_Service: '1 Year' })?.visa).toBe('tourist1Year');
    expect(codes({ Visa_Service: 'eTOURIST VISA', Sub_t_Visa_Service: '30 Days' })?.visa).toBe('tourist30Days');
  });

  it('adds urgentVisaFee for Urgent Processing only', () => {
    expect(codes({ Visa_Service: 'eMEDICAL VISA', Application_Type: 'Urgent Processing' })).toEqual({ visa: 'eMedical', extras: ['urgentVisaFee'] });
    expect(codes({ Visa_Service: 'eMEDICAL VISA', Application_Type: 'Normal Processing' })).toEqual({ visa: 'eMedical', extras: [] });
  });

  it('decides nothing before the service, and for a tourist before the duration', () => {
    expect(codes({})).toBeNull();
    expect(codes({ Application_Type: 'Urgent Processing' })).toBeNull();
    expect(codes({ Visa_Service: 'eTOURIST VISA' })).toBeNull();
    expect(codes({ Visa_Service: 'eSTUDENT VISA' })).toBeNull();
    expect(feeCodes({ ...indiaEvisa, fees: undefined }, { Visa_Service: 'eMEDICAL VISA' })).toBeNull();
  });

  it('prices every service, duration and purpose the form offers', () => {
    for (const choice of SERVICE_CHOICES) expect(codes({ ...choice }), JSON.stringify(choice)).not.toBeNull();
  });
});

describe('feeCodeList', () => {
  it('lists every code of the schedule once, visa fees first, with the choices that give it and its kind', () => {
    const list = feeCodeList(indiaEvisa);
    expect(list.map(({ code }) => code)).toEqual([
      'tourist30Days',
      'tourist1Year',
      'tourist5Years',
      'eMedical',
      'eBusiness',
      'eConference',
      'eMedicalAttendant',
      'eAyush',
      'eAyushAttendant',
      'urgentVisaFee',
    ]);
    expect(list[0]).toEqual({ code: 'tourist30Days', label: 'eTOURIST VISA · 30 Days', kind: 'visa' });
    expect(list.at(-1)).toMatchObject({ label: expect.stringMatching(/^Urgent Processing/), kind: 'extra' });
    expect(list.filter(({ kind }) => kind === 'extra')).toHaveLength(1);
  });

  it('names every choice that shares a code, and has none without a schedule', () => {
    const shared = structuredClone(indiaEvisa);
    shared.fees!.visa.codes['eBUSINESS VISA'] = 'eConference';
    expect(feeCodeList(shared).find(({ code }) => code === 'eConference')?.label).toBe('eBUSINESS VISA / eCONFERENCE VISA');
    expect(feeCodeList({ ...indiaEvisa, fees: undefined })).toEqual([]);
  });
});

describe('the fields a paid application may be corrected in', () => {
  it('are those the applicant fills in, but not what decides the paid fee', () => {
    expect([...feeDecidingFields(indiaEvisa)].sort()).toEqual(['Application_Type', 'Nationality', 'Sub_t_Visa_Service', 'Visa_Service']);
    const names = correctableFields(indiaEvisa).map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['Place_of_Issue', 'passport', 'image', 'Surname']));
    for (const name of [...feeDecidingFields(indiaEvisa), 'payment_status', 'user_IP']) expect(names).not.toContain(name);
  });

  it("given an applicant's answers, lists only the fields shown to them, each title once", () => {
    const single = correctableFields(indiaEvisa, validApplication()).map(({ name }) => name);
    expect(single).toContain('Place_of_Issue');
    expect(single).not.toContain('spouse_Name');
    const married = correctableFields(indiaEvisa, validApplication(undefined, { Applicant_Marital_Status: 'MARRIED' })).map(({ name }) => name);
    expect(married).toContain('spouse_Name');
    // Two purposes name a field 'Passport number of the patient'; an applicant is asked one of them at most.
    for (const choice of SERVICE_CHOICES) {
      const titles = correctableFields(indiaEvisa, validApplication(undefined, { ...choice })).map(({ title }) => title);
      expect(titles.filter((title) => title === 'Passport number of the patient').length).toBeLessThanOrEqual(1);
    }
  });
});

describe('feeAnswers', () => {
  it('names what was bought: the service, its duration where it has one, and the processing', () => {
    const answers = { Nationality: 'FRA', Visa_Service: 'eTOURIST VISA', Sub_t_Visa_Service: '1 Year', Application_Type: 'Urgent Processing' };
    expect(feeAnswers(indiaEvisa, answers).map(({ field, value }) => [field.name, value])).toEqual([
      ['Visa_Service', 'eTOURIST VISA'],
      ['Sub_t_Visa_Service', '1 Year'],
      ['Application_Type', 'Urgent Processing'],
    ]);
    expect(feeAnswers(indiaEvisa, { Visa_Service: 'eBUSINESS VISA', Sub_t_Visa_Service: '1 Year' }).map(({ field }) => field.name)).toEqual([
      'Visa_Service',
    ]);
  });
});

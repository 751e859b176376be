import { describe, expect, it } from 'vitest';
import { cleanStepData, getStep, indiaEvisa, shownFields, type JsonSchema } from '../src/index.js';
import { SAMPLE_DOCUMENT, validApplication } from '../src/fixtures.js';
import { now, validator } from './helpers.js';

const clean = (stepId: string, data: Record<string, unknown>) => validator.cleanStep(stepId, data);
const base = validApplication(now);

describe('cleanStepData', () => {
  it('drops the spouse fields when MARRIED becomes SINGLE', () => {
    const spouse = {
      spouse_Name: 'Marc',
      spouse_Nationality_Region: 'FRANCE',
      spouse_Previous_Nationality: 'BELGIUM',
      spouse_Place_of_birth: 'Nice',
      spouse_Country_of_birth: 'FRANCE',
    };
    const married = { ...base, Applicant_Marital_Status: 'MARRIED', ...spouse };
    expect(clean('step3', married)).toEqual(married);
    expect(clean('step3', { ...married, Applicant_Marital_Status: 'SINGLE' })).toEqual({ ...base, Applicant_Marital_Status: 'SINGLE' });
  });

  it.each([
    ['step2', { have_you_prev_change_yourName: false }, { Previous_Surname: 'Dupont', Previous_Name: 'Claire' }],
    ['step2', { acquire_Nationality_by_birth_naturalization: 'By Birth' }, { prev_nationlity: 'INDIA' }],
    [
      'step2',
      { Any_other_valid_Passport_Certificate: false },
      {
        Country_of_Issue: 'CANADA',
        Passport_No: 'X1',
        Other_passport_Date_of_Issue: '2020-01-01',
        Other_passport_Place_of_Issue: 'Ottawa',
        Nationality_mentioned_therein: 'CANADA',
      },
    ],
    ['step3', { Grandparent_Pakistan_Nationals_Belong_Pakistan: false }, { Grandparent_Pakistan_Nationals_Belong_Pakistan_give_details: 'x' }],
    [
      'step3',
      { Are_you_Military_Security: false },
      { Military_organization: 'a', Military_Designation: 'b', Military_Rank: 'c', Military_Place_of_Posting: 'd' },
    ],
    ['step4', { Have_you_ever_visited_India_before: false }, { India_before_Address: 'a', India_before_Date_of_Issue: '2019-01-01' }],
    ['step4', { Has_permission_to_visit_or_to_extend_stay_in_india: false }, { Has_permission_to_visit_or_to_extend_stay_in_india_mention: 'x' }],
    ['step4', { visited_SAARC_countries: false }, { saarc_countries: [{ saarc_country: 'NEPAL' }] }],
    ['step4', {}, { SALE_Applicants_Company: 'x', eCONFERENCE_Pincode: '110001' }],
    ['step6', {}, { Copy_of_Business_Card: SAMPLE_DOCUMENT, Letter_from_the_Hospital_concerned: SAMPLE_DOCUMENT }],
    ['security', { question_two: false }, { question_two_details: 'x' }],
  ])('%s: with %o drops %o', (stepId, answers, hidden) => {
    expect(clean(stepId, { ...base, ...answers, ...hidden })).toEqual({ ...base, ...answers });
  });

  it('also drops the fields of a condition no longer answered at all', () => {
    const { have_you_prev_change_yourName: _answer, ...unanswered } = base;
    expect(clean('step2', { ...unanswered, Previous_Surname: 'Dupont' })).toEqual(unanswered);
  });

  it('keeps the purpose block the purpose shows, compared in any case and spacing', () => {
    const sale = validApplication(now, { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Sale/Purchase/Trade' });
    expect(clean('step4', sale)).toEqual(sale);
    expect(clean('step4', { ...sale, sub_Visa_Service: ' SALE/purchase/trade' })).toEqual({ ...sale, sub_Visa_Service: ' SALE/purchase/trade' });
  });

  it('keeps values other steps and the record own, and never changes its argument', () => {
    const data = { ...base, sku_id: 'ABCDEFGHJKMN', payment_status: 'UNPAID', Previous_Surname: 'Dupont' };
    const copy = structuredClone(data);
    const cleaned = clean('step2', data);
    expect(data).toEqual(copy);
    expect(cleaned).toMatchObject({ sku_id: 'ABCDEFGHJKMN', payment_status: 'UNPAID', Surname: 'Martin', Father_Name: 'Jean Martin' });
    expect(cleaned).not.toHaveProperty('Previous_Surname');
  });

  it('cleans the whole application when step 1 changes the service', () => {
    const conference = validApplication(now, { Visa_Service: 'eCONFERENCE VISA' });
    const tourist = { Visa_Service: 'eTOURIST VISA', Sub_t_Visa_Service: '1 Year', sub_Visa_Service: 'Recreation/Sight-seeing' };
    const touristAgain = { ...conference, ...tourist };
    const cleaned = validator.cleanApplication(touristAgain);
    expect(Object.keys(cleaned).filter((field) => field.startsWith('eCONFERENCE_'))).toEqual([]);
    expect(cleaned).not.toHaveProperty('Invitation_from_organizer');
    expect(cleaned).toEqual(validApplication(now, tourist));
    const medical = { ...touristAgain, Visa_Service: 'eMEDICAL VISA', sub_Visa_Service: 'Short Term Medical Treatment of Self' };
    expect(validator.cleanApplication(medical)).not.toHaveProperty('Sub_t_Visa_Service');
  });

  it('works with any isValid, such as a table of answers', () => {
    const step3 = getStep(indiaEvisa, 'step3');
    const married = (schema: JsonSchema) => JSON.stringify(schema).includes('MARRIED');
    expect(shownFields(step3, {}, married).has('spouse_Name')).toBe(true);
    expect(shownFields(step3, {}, () => false).has('spouse_Name')).toBe(false);
    expect(cleanStepData(step3, { spouse_Name: 'Marc', Military_Rank: 'Major', other: 1 }, married)).toEqual({ spouse_Name: 'Marc', other: 1 });
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanApplication,
  compileStandaloneStep,
  indiaEvisa,
  queryStep,
  validateWith,
  type IsValid,
  type StepDefinition,
  type ValidateFunction,
} from '../src/index.js';
import { SERVICE_CHOICES, daysFrom, validApplication, validStep1 } from '../src/fixtures.js';
import { now, validator } from './helpers.js';

// The generated modules import nothing, so they load from any folder.
const folder = mkdtempSync(join(tmpdir(), 'evisa-standalone-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const modules = new Map<string, { code: string; validateFns: Record<string, ValidateFunction> }>();
beforeAll(async () => {
  for (const step of indiaEvisa.steps) {
    const code = compileStandaloneStep(step);
    const file = join(folder, `${step.id}.mjs`);
    writeFileSync(file, code);
    modules.set(step.id, { code, validateFns: (await import(pathToFileURL(file).href)).default });
  }
});

/** What RJSF's precompiled validator does: the function of a schema is found under the schema's hash. */
const precompiled = (step: StepDefinition) => {
  const validateFns = modules.get(step.id)!.validateFns;
  const find = (schema: object) => {
    const validate = validateFns[hashForSchema(schema)];
    if (!validate) throw new Error(`${step.id}: no precompiled function for ${JSON.stringify(schema).slice(0, 80)}`);
    return validate;
  };
  return { root: find(step.schema), isValid: ((schema, data) => find(schema)(data)) as IsValid };
};

const conference = validApplication(now, { Visa_Service: 'eCONFERENCE VISA' });
const sports = validApplication(now, { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Sports Related Activity' });
/** An application wrong on every step, most conditional fields shown. */
const EVERYTHING_WRONG = validApplication(now, {
  Expected_Date_of_Arrival: daysFrom(now, 121),
  have_you_prev_change_yourName: true,
  acquire_Nationality_by_birth_naturalization: 'Naturalization',
  Any_other_valid_Passport_Certificate: true,
  Country_of_Issue: 'INDIA',
  Date_of_Issue: daysFrom(now, 3),
  Date_of_Expiry: daysFrom(now, 2),
  Passport_Number: 'AB-12',
  Applicant_Marital_Status: 'MARRIED',
  Grandparent_Pakistan_Nationals_Belong_Pakistan: true,
  Are_you_Military_Security: true,
  Present_phone_No: 'abc',
  Present_Postal_Zip_Code: '!!',
  Have_you_ever_visited_India_before: true,
  Has_permission_to_visit_or_to_extend_stay_in_india: true,
  visited_SAARC_countries: true,
  saarc_countries: [{}, { saarc_country: 'INDIA', saarc_country_year: '2020', saarc_country_n0_visits: 'two' }],
  Reference_phone: undefined,
  Reference_inyour_country_PHONE: '+1',
  image: undefined,
  passport: undefined,
  question_one: true,
  question_six: 'maybe',
});
/** Applications valid and invalid in every way the rules know, for comparing the two validators. */
const CASES: Array<Record<string, unknown>> = [
  {},
  validStep1(now),
  ...SERVICE_CHOICES.map((choice) => validApplication(now, { ...choice })),
  validStep1(now, { Email: 'bad', ConfirmEmail: 'other', date_of_Birth: '2027-01-01', Contact_no_with_country_code: 'x' }),
  validStep1(now, { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Meeting Friends/Relatives' }),
  EVERYTHING_WRONG,
  {
    ...conference,
    eCONFERENCE_End_date: daysFrom(now, 2),
    eCONFERENCE_Pincode: '1',
    eCONFERENCE_Email_id: 'x@',
    Invitation_from_organizer: undefined,
  },
  {
    ...sports,
    sub_Visa_Service: '  SPORTS related   activity ',
    Sport_Restricted_or_Protected_bool: true,
    Sport_venue_pin: undefined,
    sport_Invitation_Letter: undefined,
  },
  { ...sports, Sport_start_date: undefined, Sport_end_date: undefined, Sport_organizer_email: 'nobody' },
];

describe('precompiled validators for the browser', () => {
  it.each(indiaEvisa.steps.map((step) => [step.id, step] as const))('%s: contain no run-time compilation and no CommonJS require', (id) => {
    expect(modules.get(id)!.code).not.toMatch(/new Function|require\(/);
  });

  it.each(indiaEvisa.steps.map((step) => [step.id, step] as const))('%s: give the same errors as the API validator', (id, step) => {
    const { root } = precompiled(step);
    const fieldOrder = queryStep(step).fields.map((field) => field.name);
    for (const data of CASES) {
      expect(validateWith(root, data, { now, fieldOrder }), JSON.stringify(data).slice(0, 120)).toEqual(validator.validateStep(id, data, now));
    }
  });

  it('give some errors on every step for the invalid cases, so the comparison compares something', () => {
    for (const step of indiaEvisa.steps) {
      const { root } = precompiled(step);
      expect(validateWith(root, EVERYTHING_WRONG, { now }).length, step.id).toBeGreaterThan(0);
    }
  });

  it('decide the conditions as Ajv does, so the browser cleans data as the API does', () => {
    for (const data of CASES) {
      const inBrowser = indiaEvisa.steps.reduce(
        (cleaned, step) => cleanApplication({ ...indiaEvisa, steps: [step] }, cleaned, precompiled(step).isValid),
        data,
      );
      expect(inBrowser).toEqual(validator.cleanApplication(data));
    }
  });
});

import { orderProperties } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import {
  fieldLabel,
  formRoles,
  hasAnswer,
  indiaEvisa,
  meetsCondition,
  patternText,
  queryForm,
  queryStep,
  caseInsensitivePattern,
  type FormDefinition,
  type StepDefinition,
} from '../src/index.js';
import { SERVICE_CHOICES, validApplication } from '../src/fixtures.js';
import { now, validator } from './helpers.js';

const form = queryForm(indiaEvisa);

/** A small step with the shapes the definition can take: a reference, an upload, a list of entries, nested `if`s. */
const demo: StepDefinition = {
  id: 'demo',
  route: '/Demo',
  title: 'Demo',
  submitLabel: 'Save',
  next: '/Next',
  schema: {
    type: 'object',
    $defs: { yesNo: { type: 'boolean', title: 'Yes or no' }, photo: { type: 'string', upload: 'photo' } },
    properties: {
      Married: { type: 'string', enum: ['MARRIED', 'SINGLE'], title: 'Marital status' },
      Visited: { $ref: '#/$defs/yesNo', title: 'Visited before?' },
      image: { $ref: '#/$defs/photo', title: 'Photograph' },
      Plain_name: { type: 'string' },
    },
    required: ['Married'],
    errorMessage: { required: { Married: 'Marital status is required' } },
    allOf: [
      {
        if: { properties: { Married: { const: 'MARRIED' } }, required: ['Married'] },
        then: {
          properties: { Spouse: { type: 'string', title: "Spouse's name" } },
          allOf: [{ if: { properties: { Visited: { const: true } } }, then: { properties: { Spouse_visit: { type: 'string' } } } }],
        },
      },
      {
        properties: {
          Visits: {
            type: 'array',
            items: {
              type: 'object',
              properties: { country: { $ref: '#/$defs/yesNo', title: 'Country' }, year: { type: 'string' } },
              required: ['year'],
              errorMessage: { required: { year: 'Year is required' } },
            },
          },
        },
      },
    ],
  },
  uiSchema: {
    'ui:order': ['Visited', '*', 'Married'],
    Married: { 'ui:enumNames': ['Married', 'Single'], 'ui:help': 'As on your papers' },
    image: { 'ui:options': { accept: '.jpg', sample: { image: 'photo', caption: 'Like this' } } },
    Plain_name: { 'ui:placeholder': 'e.g. Ann' },
  },
};

describe('queryStep', () => {
  it('finds every field, in ui:order with "*" standing for the rest, with the fields its conditions read', () => {
    expect(queryStep(demo).fields.map((field) => [field.name, field.title, field.condition?.reads ?? []])).toEqual([
      ['Visited', 'Visited before?', []],
      ['image', 'Photograph', []],
      ['Plain_name', 'Plain name', []],
      ['Spouse', "Spouse's name", ['Married']],
      ['Spouse_visit', 'Spouse visit', ['Married', 'Visited']],
      ['Visits', 'Visits', []],
      ['Married', 'Marital status', []],
    ]);
  });

  it('follows local references and reads kinds, uploads, choice labels, help, placeholders and list entries', () => {
    const step = queryStep(demo);
    expect(step.field('Visited')).toMatchObject({ kind: 'yes-no', schema: { type: 'boolean' } });
    expect(step.field('image')).toMatchObject({ kind: 'photo', upload: 'photo', accept: '.jpg', sample: { image: 'photo', caption: 'Like this' } });
    expect(step.field('Married')).toMatchObject({
      kind: 'choice',
      required: true,
      requiredMessage: 'Marital status is required',
      help: 'As on your papers',
      choices: [
        { value: 'MARRIED', label: 'Married' },
        { value: 'SINGLE', label: 'Single' },
      ],
    });
    expect(step.field('Plain_name')).toMatchObject({ kind: 'text', required: false, placeholder: 'e.g. Ann' });
    expect(
      step.field('Visits')?.entries?.map(({ name, title, kind, required, requiredMessage }) => ({ name, title, kind, required, requiredMessage })),
    ).toEqual([
      { name: 'country', title: 'Country', kind: 'yes-no', required: false, requiredMessage: undefined },
      { name: 'year', title: 'Year', kind: 'text', required: true, requiredMessage: 'Year is required' },
    ]);
  });

  it('describes conditions for people and decides them as the schema does', () => {
    const spouseVisit = queryStep(demo).field('Spouse_visit')!.condition!;
    expect(spouseVisit.text).toBe('Married is MARRIED and Visited is Yes');
    expect(meetsCondition(spouseVisit, { Married: 'MARRIED', Visited: true })).toBe(true);
    expect(meetsCondition(spouseVisit, { Married: 'MARRIED', Visited: false })).toBe(false);
    // Visited is not in the inner `if`'s required: an unanswered question passes that test, as in JSON Schema.
    expect(meetsCondition(spouseVisit, { Married: 'MARRIED' })).toBe(true);
    expect(meetsCondition(spouseVisit, { Visited: true })).toBe(false);
    expect(meetsCondition(undefined, {})).toBe(true);
  });

  it('orders the fields of every step as RJSF renders them', () => {
    for (const step of form.steps) {
      const names = [...step.names];
      const schemaOrder = [...new Set(step.fields.map((field) => field.name))];
      expect(
        step.fields.map((field) => field.name),
        step.id,
      ).toEqual(orderProperties(schemaOrder, (step.definition.uiSchema['ui:order'] as string[] | undefined) ?? ['*']));
      expect(names).toEqual(step.fields.map((field) => field.name));
    }
  });

  it('is worked out once per step and per definition object', () => {
    expect(queryStep(indiaEvisa.steps[0]!)).toBe(queryStep(indiaEvisa.steps[0]!));
    expect(queryForm(indiaEvisa)).toBe(form);
    const copy: FormDefinition = { ...indiaEvisa };
    expect(queryForm(copy)).not.toBe(form);
    expect(queryForm(copy).steps[0]).toBe(form.steps[0]);
  });
});

describe('queryForm over the India e-Visa definition', () => {
  it('names the kind of every field as an editor would', () => {
    const kinds = Object.fromEntries(form.fields.map((field) => [field.name, field.kind]));
    expect(kinds).toMatchObject({
      Surname: 'text',
      Email: 'email',
      ConfirmEmail: 'email',
      Contact_no_with_country_code: 'phone',
      date_of_Birth: 'date',
      Nationality: 'choice',
      Visa_Service: 'choice',
      have_you_prev_change_yourName: 'yes-no',
      applicant_Address: 'long-text',
      Present_Postal_Zip_Code: 'text',
      eCONFERENCE_Pincode: 'text',
      saarc_countries: 'entries',
      image: 'photo',
      passport: 'document',
    });
  });

  it('gives the choices of a list with the labels the applicant sees', () => {
    expect(form.field('Gender')?.choices).toEqual([
      { value: 'MALE', label: 'Male' },
      { value: 'FEMALE', label: 'Female' },
      { value: 'TRANSGANGER', label: 'Transgender' },
    ]);
    expect(form.field('Nationality')?.choices?.map((choice) => choice.value)).toEqual(form.lists.find((list) => list.id === 'nationalities')?.values);
    expect(form.field('saarc_countries')?.entries?.map((entry) => [entry.name, entry.kind, entry.choices?.length])).toEqual([
      ['saarc_country', 'choice', 7],
      ['saarc_country_year', 'choice', 6],
      ['saarc_country_n0_visits', 'text', undefined],
    ]);
  });

  it('reads help, placeholders and required messages from the uiSchema and the schema', () => {
    expect(form.field('Contact_no_with_country_code')).toMatchObject({
      help: 'Start with your country code, e.g. +44 113 496 0000.',
      placeholder: 'e.g. +1 415 555 0123',
      required: true,
      requiredMessage: 'Contact number is required',
      maxLength: 15,
    });
    expect(form.field('Places_to_be_visited_line_2')).toMatchObject({ required: false });
    expect(form.field('user_IP')).toMatchObject({ readOnly: true, hidden: true });
  });

  it('gives the purpose the choices of each service and duration, and a condition per place it is defined', () => {
    const purpose = form.field('sub_Visa_Service')!;
    expect(purpose.required).toBe(true);
    expect(purpose.condition?.cases).toHaveLength(8);
    expect(purpose.condition?.reads).toEqual(['Visa_Service', 'Sub_t_Visa_Service']);
    expect(purpose.condition?.cases[0]?.choices?.[0]).toEqual({ value: 'Tourism/Recreation/Sight-seeing', label: 'Tourism/Recreation/Sight-seeing' });
    expect(purpose.choices).toHaveLength(new Set(SERVICE_CHOICES.map((choice) => choice.sub_Visa_Service)).size);
    expect(form.field('Sub_t_Visa_Service')?.condition?.text).toBe('Visa_Service is eTOURIST VISA');
  });

  it('reads the purpose conditions back as the purposes they compare with, in any case', () => {
    expect(form.field('Spouse_visit')).toBeUndefined();
    expect(form.field('spouse_Name')?.condition?.text).toBe('Applicant_Marital_Status is MARRIED');
    expect(form.field('SALE_address')?.condition?.text).toBe('sub_Visa_Service is "sale/purchase/trade" (in any case)');
    expect(form.field('Sport_Restricted_or_Protected')?.condition?.text).toBe(
      'sub_Visa_Service is "sports related activity" (in any case) and Sport_Restricted_or_Protected_bool is Yes',
    );
    expect(form.field('Copy_of_Business_Card')?.condition?.text).toBe(
      'Visa_Service is eBUSINESS VISA and sub_Visa_Service is not "sports related activity" (in any case)',
    );
    expect(patternText(caseInsensitivePattern('Set Up Industrial/Business Venture (PLI)'))).toBe('set up industrial/business venture (pli)');
    expect(patternText('^[A-Z]+$')).toBeUndefined();
  });

  it('decides every condition as Ajv does, for every service and purpose, without a validator', () => {
    const applications = [
      ...SERVICE_CHOICES.map((choice) => validApplication(now, { ...choice })),
      validApplication(now, { Applicant_Marital_Status: 'MARRIED', Are_you_Military_Security: true, visited_SAARC_countries: true }),
      validApplication(now, {
        Visa_Service: 'eBUSINESS VISA',
        sub_Visa_Service: '  SPORTS related activity',
        Sport_Restricted_or_Protected_bool: true,
      }),
      {},
    ];
    for (const data of applications) {
      for (const field of form.fields) {
        expect(meetsCondition(field.condition, data), field.name).toBe(meetsCondition(field.condition, data, validator.isValid));
      }
    }
  });

  it('has the lists of the definition, those inside a file included', () => {
    expect(form.lists.find((list) => list.id === 'nationalities')).toMatchObject({
      file: 'lists/nationalities.json',
      pointer: '',
      title: 'Nationality',
    });
    expect(form.lists.find((list) => list.id === 'visa-services#/$defs/tourist-durations')?.values).toEqual(['30 Days', '1 Year', '5 Year']);
    expect(form.lists.find((list) => list.id === 'countries-except-india')?.values).not.toContain('INDIA');
  });

  it('gives each later step the step-1 answers of its header, and the sample images of the uploads', () => {
    const header = form.header('step4').map(({ field, label }) => [field.name, label]);
    expect(header).toEqual([
      ['Application_Type', 'Application Type'],
      ['Port_Of_Arrival', 'Port Of Arrival'],
      ['Visa_Service', 'Visa Service'],
      ['Sub_t_Visa_Service', 'Visa duration'],
      ['sub_Visa_Service', 'Purpose of visit'],
      ['Nationality', 'Nationality'],
      ['Given_Name', 'Given Name/s'],
      ['Surname', 'Surname'],
    ]);
    for (const step of ['step2', 'step3', 'step5', 'step6', 'security']) expect(form.header(step), step).toEqual(form.header('step4'));
    expect(form.header('step1')).toEqual([]);
    expect(form.field('image')?.sample?.image).toBe('photo');
    expect(form.field('passport')?.sample?.image).toBe('passport');
    expect(form.fields.filter((field) => field.sample).map((field) => field.name)).toEqual(['image', 'passport']);
  });

  it('reads the step options the wizard acts on', () => {
    expect(form.step('step3').options.sameAddress).toMatchObject({
      before: 'Permanent_House_No_Street',
      copy: { Permanent_House_No_Street: 'Present_House_No' },
    });
    expect(form.step('security').options.declaration).toMatch(/^I, \{Given_Name\} \{Surname\}, hereby declare/);
    expect(() => form.step('nowhere')).toThrow('Unknown step nowhere');
  });

  it('labels a field without a title from its name', () => {
    expect(fieldLabel('date_of_Birth')).toBe('Date of Birth');
    expect(fieldLabel('Contact_no_with_country_code')).toBe('Contact no with country code');
    expect(fieldLabel('_private__key_')).toBe('Private key');
  });

  it.each([
    [false, true],
    [0, true],
    ['', false],
    [[], false],
    [null, false],
    [undefined, false],
  ])('counts %j as an answer: %s', (value, answered) => {
    expect(hasAnswer(value)).toBe(answered);
  });
});

describe('formRoles', () => {
  it('reads the meanings the code relies on from the definition (x-role)', () => {
    expect(formRoles(indiaEvisa)).toEqual({ urgent: { field: 'Application_Type', value: 'Urgent Processing', businessHours: 72 } });
  });
});

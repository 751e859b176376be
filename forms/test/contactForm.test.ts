import { optionalLanguages } from './helpers.js';
import { describe, expect, it } from 'vitest';
import {
  buildDefinition,
  checkDefinition,
  CONTACT_FORM_ID,
  contactFormFiles,
  createFormValidator,
  queryForm,
  type JsonSchema,
} from '../src/index.js';

const contactForm = buildDefinition(contactFormFiles);
const validator = createFormValidator(contactForm);
const message = { Given_Name: 'Claire Martin', Email: 'claire@example.com', contact_no: '33612345678', Nationality: 'ALGERIA', remarks: 'Hello' };
const enquiry = { id: CONTACT_FORM_ID, kind: 'enquiry' } as const;

describe('the shipped contact form definition', () => {
  it('is a definition of its own, the enquiry form, that passes the checks of an enquiry form', () => {
    expect(contactForm.id).toBe(CONTACT_FORM_ID);
    expect(checkDefinition(contactFormFiles, { form: enquiry })).toMatchObject({ ok: true, errors: [] });
  });

  it('takes a complete message from any country', () => {
    expect(validator.validateSteps(['contact'], message)).toEqual([]);
  });

  it("says what is wrong in the contact form's own words, and the e-mail in the application's", () => {
    expect(
      validator.validateSteps(['contact'], { ...message, Email: 'nope', contact_no: '12', Nationality: 'ATLANTIS', Given_Name: undefined }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'Given_Name', message: 'Name is required' },
        { field: 'Email', message: 'Invalid email format' },
        { field: 'contact_no', message: 'Contact number must have 6 to 15 digits, country code included' },
        { field: 'Nationality', message: 'Please choose a country from the list' },
      ]),
    );
  });

  it('shows its fields in order, the contact number as a phone (its digits kept)', () => {
    const form = queryForm(contactForm);
    expect(form.fields.map((field) => field.name)).toEqual(['Given_Name', 'Email', 'contact_no', 'Nationality', 'remarks']);
    expect(form.field('contact_no')?.kind).toBe('phone');
  });

  it('refuses a version that drops or makes optional a field Enquiries store, and takes one with a new field', () => {
    const files = structuredClone(contactFormFiles) as Record<string, JsonSchema>;
    const schema = files['steps/contact.schema.json']! as { properties: Record<string, unknown>; required: string[] };
    delete schema.properties.contact_no;
    schema.required = schema.required.filter((name) => name !== 'contact_no' && name !== 'remarks');
    const ui = files['steps/contact.ui.json']!;
    (ui['ui:order'] as string[]).splice(2, 1);
    delete ui.contact_no;
    expect(checkDefinition(files, { form: enquiry }).errors).toEqual([
      {
        file: 'steps/contact.schema.json',
        path: '/properties',
        message: 'contact_no is missing: staff call the sender back on it. Put the field back.',
      },
      {
        file: 'steps/contact.schema.json',
        path: '/properties/remarks',
        message: 'remarks must stay required and always asked: it is the message staff answer',
      },
    ]);
    const added = structuredClone(optionalLanguages(contactFormFiles)) as Record<string, JsonSchema>;
    (added['steps/contact.schema.json']!.properties as Record<string, unknown>).Preferred_Language = { type: 'string', title: 'Preferred language' };
    expect(checkDefinition(added, { form: enquiry }).ok).toBe(true);
  });
});

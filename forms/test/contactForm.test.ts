import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, contactForm, createAjv, queryStep, toFieldErrors, type ValidateFunction } from '../src/index.js';

const validate = createAjv().compile(contactForm.schema) as ValidateFunction;
const message = { Given_Name: 'Claire Martin', Email: 'claire@example.com', contact_no: '33612345678', Nationality: 'ALGERIA', remarks: 'Hello' };

describe('the contact form definition', () => {
  it('takes a complete message from any country', () => {
    expect(validate(message)).toBe(true);
  });

  it("says what is wrong in the contact form's own words, and the e-mail in the application's", () => {
    expect(validate({ ...message, Email: 'nope', contact_no: '12', Nationality: 'ATLANTIS', Given_Name: undefined })).toBe(false);
    expect(toFieldErrors(validate.errors)).toEqual(
      expect.arrayContaining([
        { field: 'Given_Name', message: 'Name is required' },
        { field: 'Email', message: 'Invalid email format' },
        { field: 'contact_no', message: 'Contact number must have 6 to 15 digits, country code included' },
        { field: 'Nationality', message: 'Please choose a country from the list' },
      ]),
    );
  });

  it('shows its fields in order, the contact number as a phone (its digits kept)', () => {
    const step = queryStep(contactForm);
    expect(CONTACT_FIELDS).toEqual(['Given_Name', 'Email', 'contact_no', 'Nationality', 'remarks']);
    expect(step.fields.find((field) => field.name === 'contact_no')?.kind).toBe('phone');
  });
});

import { describe, expect, it } from 'vitest';
import { daysFrom } from '../src/fixtures.js';
import { now, stepValidation, without } from './helpers.js';

const step2 = stepValidation('step2');
const { errors } = step2;

describe('step 2: applicant and passport details', () => {
  step2.itAcceptsTheValidApplication();

  step2.itRequires({
    Gender: 'Gender is required.',
    Town_Cit_of_birth: 'Town/City of Birth is required.',
    Country_of_birth: 'Country of Birth is required.',
    Citizenship_National_Id_No: 'Citizenship/National ID Number is required.',
    Religion: 'Religion is required.',
    Visible_identification_marks: 'Visible Identification Marks is required.',
    Educational_Qualification: 'Educational Qualification is required.',
    acquire_Nationality_by_birth_naturalization: 'Please specify if Nationality was acquired by birth or naturalization.',
    you_lived_least_two_years_country_where_applying_visa:
      'Please specify if you have lived at least two years in the country where you are applying for a visa.',
    Passport_Number: 'Passport Number is required.',
    Place_of_Issue: 'Place of Issue is required.',
    Date_of_Issue: 'Date of Issue is required.',
    Date_of_Expiry: 'Date of Expiry is required.',
    Any_other_valid_Passport_Certificate: 'Information about any other valid Passport/Identity Certificate is required.',
  });

  it('does not require the name-change box', () => {
    expect(errors(without('have_you_prev_change_yourName'))).toEqual([]);
  });

  it('asks for the previous name once the name-change box is ticked', () => {
    step2.expectAsksFor(
      { have_you_prev_change_yourName: true },
      { Previous_Surname: 'Previous Surname is required.', Previous_Name: 'Previous Name is required.' },
      { Previous_Surname: 'Dupont', Previous_Name: 'Claire' },
    );
  });

  it('asks for the previous nationality of a naturalized applicant only', () => {
    step2.expectAsksFor(
      { acquire_Nationality_by_birth_naturalization: 'Naturalization' },
      { prev_nationlity: 'Previous Nationality is required.' },
      { prev_nationlity: 'INDIA' },
    );
  });

  it('asks for the other passport when there is one', () => {
    const hasOther = { Any_other_valid_Passport_Certificate: true };
    const other = {
      Country_of_Issue: 'CANADA',
      Passport_No: 'AB123456',
      Other_passport_Date_of_Issue: '2020-01-15',
      Other_passport_Place_of_Issue: 'Ottawa',
      Nationality_mentioned_therein: 'CANADA',
    };
    step2.expectAsksFor(
      hasOther,
      {
        Country_of_Issue: 'Country of Issue is required.',
        Passport_No: 'Passport/IC Number is required.',
        Other_passport_Date_of_Issue: 'Date of Issue is required.',
        Other_passport_Place_of_Issue: 'Place of Issue is required.',
        Nationality_mentioned_therein: 'Nationality mentioned therein is required.',
      },
      other,
    );
    expect(errors({ ...hasOther, ...other, Country_of_Issue: 'INDIA', Other_passport_Date_of_Issue: daysFrom(now, 1) })).toEqual([
      { field: 'Country_of_Issue', message: 'Please choose a country other than India from the list' },
      { field: 'Other_passport_Date_of_Issue', message: 'Date of Issue cannot be in the future' },
    ]);
  });

  step2.itRejects([
    ['Date_of_Issue', daysFrom(now, 1), 'Date of Issue cannot be in the future'],
    ['Date_of_Issue', '2020-02-30', 'Date of Issue must be a real date: enter the day, month and year'],
    ['Date_of_Expiry', '2020-05-10', 'Date of Expiry must be after the Date of Issue', { Date_of_Issue: '2020-05-10' }],
    // the valid application arrives in 30 days: the passport must last 6 months after that
    ['Date_of_Expiry', daysFrom(now, 150), 'Your passport must be valid for at least 6 months after your Expected Date of Arrival'],
    ['Passport_Number', '12-AB 345', 'Passport Number must contain letters and digits only'],
    ['Gender', 'OTHER', 'Please choose a gender from the list'],
    ['Religion', 'NONE', 'Please choose a religion from the list'],
    ['Educational_Qualification', 'PHD', 'Please choose a qualification from the list'],
    ['Country_of_birth', 'ATLANTIS', 'Please choose a country from the list'],
    ['acquire_Nationality_by_birth_naturalization', 'By Marriage', 'Please choose By Birth or Naturalization'],
    ['you_lived_least_two_years_country_where_applying_visa', 'yes', 'Please answer Yes or No'],
    ['Town_Cit_of_birth', 'x'.repeat(101), 'Please use at most 100 characters'],
  ]);

  it('accepts a passport valid exactly 6 months after arrival, counted in calendar months', () => {
    const arrival = { Expected_Date_of_Arrival: '2027-02-28', Date_of_Issue: '2020-01-01' };
    expect(errors({ ...arrival, Date_of_Expiry: '2027-08-28' })).toEqual([]);
    expect(errors({ ...arrival, Date_of_Expiry: '2027-08-27' })).toHaveLength(1);
    const endOfMonth = { Expected_Date_of_Arrival: '2026-08-31', Date_of_Issue: '2020-01-01' };
    expect(errors({ ...endOfMonth, Date_of_Expiry: '2027-02-28' })).toEqual([]);
    expect(errors({ ...endOfMonth, Date_of_Expiry: '2027-02-27' })).toHaveLength(1);
  });

  it('checks the passport against the arrival only when the application has one', () => {
    expect(errors({ Expected_Date_of_Arrival: undefined, Date_of_Expiry: daysFrom(now, 10) })).toEqual([]);
  });

  it('offers Transgender spelt as the spec spells the value', () => {
    expect(errors({ Gender: 'TRANSGANGER' })).toEqual([]);
  });
});

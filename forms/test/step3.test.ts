import { describe, expect, it } from 'vitest';
import { stepValidation, without } from './helpers.js';

const step3 = stepValidation('step3');
const { errors } = step3;

describe('step 3: addresses, family, profession', () => {
  step3.itAcceptsTheValidApplication();

  step3.itRequires({
    Present_House_No: 'House No./Street is required.',
    Present_Village_Town: 'Village/Town/City is required.',
    Present_Country: 'Country is required.',
    Present_State_Province_District: 'State/Province/District is required.',
    Present_Postal_Zip_Code: 'Postal/Zip Code is required.',
    Present_phone_No: 'Phone No. is required.',
    Present_Mobile_No: 'Mobile No. is required.',
    Permanent_House_No_Street: 'House No./Street is required.',
    Permanent_Village_Town_City: 'Village/Town/City is required.',
    Permanent_State_Province_District: 'State/Province/District is required.',
    Permanent_Postal_Zip_Code: 'Postal/Zip Code is required.',
    Father_Name: "Father's Name is required.",
    Father_Nationality: "Father's Nationality is required.",
    Father_Place_of_birth: "Father's Place of Birth is required.",
    Father_Country_of_birth: "Father's Country of Birth is required.",
    Mother_Name: "Mother's Name is required.",
    Mother_Nationality: "Mother's Nationality is required.",
    Mother_Place_of_birth: "Mother's Place of Birth is required.",
    Mother_Country_of_birth: "Mother's Country of Birth is required.",
    Applicant_Marital_Status: 'Marital Status is required.',
    Grandparent_Pakistan_Nationals_Belong_Pakistan: 'Please answer the question about your grandparents.',
    applicant_Present_Occupation: 'Present Occupation is required.',
    applicant_Employer_Name_business: 'Employer Name/Business is required.',
    applicant_Address: 'Address is required.',
    Are_you_Military_Security: 'Please answer the question about military or security service.',
  });

  it('leaves the previous nationalities of parents, designation, phone and past occupation optional', () => {
    const optional = without(
      'Father_Previous_Nationality',
      'Mother_Previous_Nationality',
      'applicant_Designation',
      'applicant_Phone_no',
      'applicant_Past_Occupation',
    );
    expect(errors(optional)).toEqual([]);
    expect(errors({ Father_Previous_Nationality: 'INDIA', applicant_Past_Occupation: 'STUDENT' })).toEqual([]);
  });

  it('asks for the spouse of a married applicant', () => {
    step3.expectAsksFor(
      { Applicant_Marital_Status: 'MARRIED' },
      {
        spouse_Name: "Spouse's Name is required.",
        spouse_Nationality_Region: "Spouse's Nationality/Region is required.",
        spouse_Place_of_birth: "Spouse's Place of Birth is required.",
        spouse_Country_of_birth: "Spouse's Country of Birth is required.",
      },
      { spouse_Name: 'Marc Martin', spouse_Nationality_Region: 'FRANCE', spouse_Place_of_birth: 'Nice', spouse_Country_of_birth: 'FRANCE' },
    );
  });

  it('asks for details when a grandparent was a Pakistan national', () => {
    step3.expectAsksFor(
      { Grandparent_Pakistan_Nationals_Belong_Pakistan: true },
      { Grandparent_Pakistan_Nationals_Belong_Pakistan_give_details: 'Details are required.' },
    );
  });

  it('asks for the four military details on a yes', () => {
    step3.expectAsksFor(
      { Are_you_Military_Security: true },
      {
        Military_organization: 'Organization is required.',
        Military_Designation: 'Designation is required.',
        Military_Rank: 'Rank is required.',
        Military_Place_of_Posting: 'Place of Posting is required.',
      },
    );
  });

  step3.itRejects([
    ['Present_phone_No', '+33 1 42 12 34 56 😀', 'Phone number may contain digits, +, spaces, dashes and brackets only'],
    ['Present_Mobile_No', '0612', 'Phone number must have 6 to 15 digits'],
    ['applicant_Phone_no', '33-561-9333a', 'Phone number may contain digits, +, spaces, dashes and brackets only'],
    ['Present_Postal_Zip_Code', '75002!', 'Postal/Zip Code may contain letters, digits, spaces and hyphens only'],
    ['Present_Country', 'INDIA', 'Please choose a country other than India from the list'],
    ['Applicant_Marital_Status', 'DIVORCED', 'Please choose a marital status from the list'],
    ['applicant_Present_Occupation', 'ASTRONAUT', 'Please choose an occupation from the list'],
  ]);

  it('accepts postal codes of other countries', () => {
    for (const code of ['SW1A 1AA', 'K1A 0B1', '1010', '00-950']) expect(errors({ Permanent_Postal_Zip_Code: code }), code).toEqual([]);
  });
});

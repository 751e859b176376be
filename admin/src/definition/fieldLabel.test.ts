import { expect, it } from 'vitest';
import { fieldLabel } from './fieldLabel';

it.each([
  ['date_of_Birth', 'Date of Birth'],
  ['Contact_no_with_country_code', 'Contact no with country code'],
  ['Sub_t_Visa_Service', 'Sub t Visa Service'],
  ['Email', 'Email'],
  ['_private__key_', 'Private key'],
])('labels %s as %s', (name, label) => {
  expect(fieldLabel(name)).toBe(label);
});

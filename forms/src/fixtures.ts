// Sample applications for tests in every workspace: the same fixtures go through the validators and the API.
import { isoDate } from './validateWith.js';

const DAY = 24 * 60 * 60 * 1000;

/** A date `days` from `now`, as the form stores it. */
export function daysFrom(now: Date, days: number): string {
  return isoDate(new Date(now.getTime() + days * DAY));
}

/** A complete, valid step 1 for a 30-day tourist visa; override fields to make a case. */
export function validStep1(now = new Date(), overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Application_Type: 'Normal Processing',
    Passport_Type: 'ORDINARY PASSPORT',
    Surname: 'Martin',
    Given_Name: 'Claire',
    Nationality: 'FRANCE',
    Port_Of_Arrival: 'DELHI AIRPORT',
    date_of_Birth: '1990-04-12',
    Email: 'claire.martin@example.com',
    ConfirmEmail: 'claire.martin@example.com',
    Contact_no_with_country_code: '33612345678',
    Expected_Date_of_Arrival: daysFrom(now, 30),
    Visa_Service: 'eTOURIST VISA',
    Sub_t_Visa_Service: '30 Days',
    sub_Visa_Service: 'Tourism/Recreation/Sight-seeing',
    ...overrides,
  };
}

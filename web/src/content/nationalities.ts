import { indiaEvisa, queryForm } from '@evisa/forms/browser';

/** The nationalities eligible for the e-Visa, as the application form lists them. */
export const NATIONALITIES = (queryForm(indiaEvisa).field('Nationality')?.choices ?? []).map((choice) => String(choice.value));

import schema from '../contact/contact.schema.json' with { type: 'json' };
import uiSchema from '../contact/contact.ui.json' with { type: 'json' };
import email from '../india-evisa/fields/email.json' with { type: 'json' };
import countries from '../india-evisa/lists/countries.json' with { type: 'json' };
import { bundleSchema } from './bundleSchema.js';
import type { StepDefinition } from './types.js';

/**
 * The Contact Us form (spec part 1) as a step definition of its own: the API validates every message with its
 * schema and the site renders it with the application's step form. Its e-mail field and country list are the
 * application form's shipped files, so both forms spell and check them alike.
 */
export const contactForm: StepDefinition = {
  id: 'contact',
  route: '/contact',
  title: 'Contact Us',
  submitLabel: 'Submit',
  next: '/contact',
  schema: bundleSchema('contact/contact.schema.json', {
    'contact/contact.schema.json': schema,
    'india-evisa/fields/email.json': email,
    'india-evisa/lists/countries.json': countries,
  }),
  uiSchema,
};

/** The contact form's fields in the order it shows them (the order its messages are listed in). */
export const CONTACT_FIELDS: readonly string[] = uiSchema['ui:order'];

/** Where the API serves the contact form's precompiled validator module (the site's CSP allows no run-time compile). */
export const CONTACT_VALIDATORS_URL = '/api/forms/contact/validators/contact.js';

import type { ServerField } from './serverFields.js';

/**
 * What a form is for, which decides where its submissions go and which checks its versions pass: `application`
 * (the e-Visa application: steps saved under an application id, fees, payment), `enquiry` (the contact form: its
 * messages land in Enquiries) or `generic` (a form editors make in the console: its submissions are stored as they
 * come, listed per form).
 */
export const FORM_KINDS = ['application', 'enquiry', 'generic'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** A form's id, which is also its public address (`/forms/{id}`): lower-case words joined by dashes. */
export const FORM_ID_PATTERN = '^[a-z][a-z0-9]*(-[a-z0-9]+)*$';
export const FORM_ID_MAX_LENGTH = 64;

/** Whether `id` can name a form (the pattern and length the catalogue and form.json take). */
export function isFormId(id: string): boolean {
  return id.length <= FORM_ID_MAX_LENGTH && new RegExp(FORM_ID_PATTERN).test(id);
}

/** Where the site serves a form of this kind. */
export function formAddress(kind: FormKind, id: string): string {
  if (kind === 'application') return '/Apply';
  if (kind === 'enquiry') return '/contact';
  return `/forms/${id}`;
}

/** The Contact Us form's id: its messages land in Enquiries. */
export const CONTACT_FORM_ID = 'contact';

/**
 * The fields the enquiries code stores by name (an enquiry's columns, the acknowledgement's address): an editor may
 * change their titles, help and messages, and add fields, but a version of an enquiry form must keep these, always
 * asked (checkDefinition).
 */
export const ENQUIRY_FIELDS: Readonly<Record<string, ServerField>> = {
  Given_Name: { type: 'string', required: true, usedFor: 'staff greet the sender by it' },
  Email: { type: 'string', format: 'email', required: true, usedFor: 'the acknowledgement and the replies are sent to it' },
  contact_no: { type: 'string', required: true, usedFor: 'staff call the sender back on it' },
  Nationality: { type: 'string', required: true, usedFor: 'staff read where the sender is from' },
  remarks: { type: 'string', required: true, usedFor: 'it is the message staff answer' },
};

import type { UploadKind } from './query/types.js';

/** What the code needs of a field it reads by name. */
export interface ServerField {
  /** `string` fields may be text, a choice, a date ...; `boolean` fields are yes/no questions. */
  type: 'string' | 'boolean';
  format?: 'email' | 'date';
  /** The answer is picked from a list (the code compares it with known values). */
  choice?: boolean;
  upload?: UploadKind;
  /** Written by the server, never by the applicant (`readOnly`). */
  readOnly?: boolean;
  /** Must be asked on the first step: creating an application reads it. */
  firstStep?: boolean;
  /** Must be asked of everyone, always (required, under no condition). */
  required?: boolean;
  /** Why the code needs it, for an editor's message. */
  usedFor: string;
}

/**
 * The fields the code reads by name, in the API, the site and the console, with what it needs of each. An
 * editor may change their titles, help and messages, but not remove or retype them: the checks before
 * publishing (checkDefinition) refuse a version that does.
 */
export const SERVER_FIELDS: Readonly<Record<string, ServerField>> = {
  Email: { type: 'string', format: 'email', firstStep: true, usedFor: 'the confirmation e-mail is sent to it' },
  ConfirmEmail: { type: 'string', firstStep: true, usedFor: 'the e-mail address is typed twice, on the step that asks for it' },
  Surname: { type: 'string', firstStep: true, usedFor: 'e-mails greet the applicant and staff search by it' },
  Given_Name: { type: 'string', firstStep: true, usedFor: 'e-mails greet the applicant and staff search by it' },
  Nationality: { type: 'string', choice: true, usedFor: 'the fee is looked up by nationality' },
  date_of_Birth: { type: 'string', format: 'date', usedFor: 'it identifies the applicant' },
  Application_Type: { type: 'string', choice: true, usedFor: 'urgent processing adds the urgent fee' },
  Port_Of_Arrival: { type: 'string', usedFor: 'the payment page shows it' },
  Visa_Service: { type: 'string', choice: true, usedFor: 'it decides the fee, and staff filter by it' },
  Sub_t_Visa_Service: { type: 'string', choice: true, usedFor: 'the tourist duration decides the fee' },
  sub_Visa_Service: { type: 'string', usedFor: 'the purpose picks the details and documents asked for' },
  Expected_Date_of_Arrival: { type: 'string', format: 'date', usedFor: 'the passport must be valid 6 months after it' },
  Passport_Number: { type: 'string', usedFor: 'staff search by it' },
  user_IP: { type: 'string', readOnly: true, usedFor: 'the server records the address the application came from' },
  image: { type: 'string', upload: 'photo', usedFor: 'the photograph is checked and shown to staff' },
  passport: { type: 'string', upload: 'document', usedFor: 'the passport copy is checked and shown to staff' },
  question_one: { type: 'boolean', usedFor: 'it is one of the six security questions' },
  question_two: { type: 'boolean', usedFor: 'it is one of the six security questions' },
  question_three: { type: 'boolean', usedFor: 'it is one of the six security questions' },
  question_four: { type: 'boolean', usedFor: 'it is one of the six security questions' },
  question_five: { type: 'boolean', usedFor: 'it is one of the six security questions' },
  question_six: { type: 'boolean', usedFor: 'it is one of the six security questions' },
};

/**
 * The names the API gives fields of its own beside an application's answers (create-application's, update-application's
 * and View-application's `data`), one of which (`language`) a save also takes beside them: a form field of one of these
 * names would be hidden by the API's, its answer never shown back. The checks before publishing refuse it; the API's
 * reply schemas declare exactly these names besides the answers (api applications.schemas.spec.ts).
 */
export const RESERVED_FIELD_NAMES: readonly string[] = [
  'sku_id',
  'payment_status',
  'form_version',
  'language',
  'fee',
  'saved_at',
  'incomplete_steps',
  'correction',
  'review_stage',
];

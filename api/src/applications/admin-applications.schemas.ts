import { REVIEW_STATUSES } from '@evisa/forms';
import { declareBody, exactObject } from '../contract/contract.js';
import { AuthoredText } from '../common/authored-text.schemas.js';
import { FeeQuote } from '../fees/fee-quote.schemas.js';
import { PaymentRecord } from '../payments/payment-records.schemas.js';

const nullableText = { type: ['string', 'null'] } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** What a list row and the application page share: the promoted columns, the work-flow state and every form value. */
const staffApplicationProperties = {
  id: { type: 'string', description: "The sku_id (react-admin's record id)" },
  sku_id: { type: 'string', examples: ['K7M2QX9PA4R8TZ3WN'] },
  payment_status: { enum: ['UNPAID', 'COMPLETED'] },
  review_status: { enum: REVIEW_STATUSES },
  Visa_Service: nullableText,
  Nationality: nullableText,
  Email: nullableText,
  Surname: nullableText,
  Given_Name: nullableText,
  Application_Type: nullableText,
  Expected_Date_of_Arrival: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
  steps_complete: { type: ['integer', 'null'], description: 'Steps meeting their rules, of steps_total' },
  steps_total: { type: ['integer', 'null'] },
  paid_at: { ...nullableTime, description: 'When the payment was captured' },
  assignee_id: { type: ['string', 'null'], format: 'uuid', description: "The staff member it is assigned to ('My queue')" },
  assignee_email: { type: ['string', 'null'], description: "That staff member's e-mail" },
  form_version: { type: 'integer', description: 'The form definition the answers are filled in with' },
  data: {
    type: 'object',
    additionalProperties: true,
    description: 'Every form value, by field name: the form definition of form_version says which and validates them',
  },
  review_decided_at: { ...nullableTime, description: 'When staff last set APPROVED, REJECTED or SUBMITTED' },
  erased_at: { ...nullableTime, description: 'Set once the answers, files and e-mails were erased (retention or a request)' },
  corrected_at: { ...nullableTime, description: 'When the applicant last sent back the corrections staff asked for' },
  urgent: { type: 'boolean', description: 'Whether the Application Type buys urgent processing' },
  deadline_at: { ...nullableTime, description: "An urgent paid application's deadline, from its payment time" },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
} as const;

/** An application as the console's list shows it (ra-data-simple-rest: `id` is the sku_id). */
export const StaffApplicationRow = declareBody('StaffApplicationRow', exactObject(staffApplicationProperties));

/** One application on the console's application page: the list row plus its notes, payments and current fee. */
export const StaffApplication = declareBody(
  'StaffApplication',
  exactObject({
    ...staffApplicationProperties,
    notes: { type: 'array', items: AuthoredText.schema, description: 'Internal notes, newest first' },
    payments: { type: 'array', items: PaymentRecord.schema, description: 'Newest first' },
    fee: { anyOf: [FeeQuote.schema, { type: 'null' }], description: 'What it costs today; null while the answers do not decide it' },
  }),
);

/** A staff member an application can be assigned to. */
export const Assignee = declareBody('Assignee', exactObject({ id: { type: 'string', format: 'uuid' }, email: { type: 'string' } }));

export const MAX_NOTE_LENGTH = 5000;

/**
 * Recheck: a review status, an assignee (null: nobody) and/or a new internal note. react-admin sends the whole
 * record back: any other field is refused unless it is unchanged (the service compares it with the stored record),
 * so the applicant's answers and the payment state cannot be changed here.
 */
export const RecheckWrite = declareBody('RecheckWrite', {
  type: 'object',
  properties: {
    review_status: { enum: REVIEW_STATUSES, errorMessage: `review_status must be one of ${REVIEW_STATUSES.join(', ')}` },
    assignee_id: {
      type: ['string', 'null'],
      format: 'uuid',
      description: 'An active staff member who rechecks applications, or null',
      errorMessage: 'assignee_id must be the id of a staff member, or null',
    },
    note: {
      type: ['string', 'null'],
      description: `At most ${MAX_NOTE_LENGTH} characters once trimmed; blank adds none`,
      errorMessage: { type: 'A note must be text' },
    },
  },
  additionalProperties: true,
});

import { PAYMENT_STATUSES, REVIEW_STATUSES } from '../application-life/life.js';
import { declareBody, exactObject, NULLABLE_DATE_TIME } from '../contract/contract.js';
import { declareListQuery, FLAG_FILTER, ID_FILTER, type ListQueryOf } from '../common/list-query.js';
import { AuthoredText } from '../common/authored-text.schemas.js';
import { FeeQuote } from '../fees/fee-quote.schemas.js';
import { PaymentRecord } from '../payments/payment-records.schemas.js';

const nullableText = { type: ['string', 'null'] } as const;
/** What a list row and the application page share: the promoted columns, the work-flow state and every form value. */
const staffApplicationProperties = {
  id: { type: 'string', description: "The sku_id (react-admin's record id)" },
  sku_id: { type: 'string', examples: ['K7M2QX9PA4R8TZ3WN'] },
  payment_status: { enum: PAYMENT_STATUSES },
  review_status: { enum: REVIEW_STATUSES },
  Visa_Service: nullableText,
  Nationality: nullableText,
  Email: nullableText,
  Surname: nullableText,
  Given_Name: nullableText,
  Application_Type: nullableText,
  Expected_Date_of_Arrival: { ...nullableText, description: 'YYYY-MM-DD' },
  steps_complete: { type: ['integer', 'null'], description: 'Steps meeting their rules, of steps_total' },
  steps_total: { type: ['integer', 'null'] },
  paid_at: { ...NULLABLE_DATE_TIME, description: 'When the payment was captured' },
  assignee_id: { type: ['string', 'null'], format: 'uuid', description: "The staff member it is assigned to ('My queue')" },
  assignee_email: { ...nullableText, description: "That staff member's e-mail" },
  form_version: { type: 'integer', description: 'The form definition the answers are filled in with' },
  language: {
    ...nullableText,
    description: "The applicant's language (en, fr, de, es, ru, zh, ar), which its e-mails and documents are worded in; null: English",
  },
  data: {
    type: 'object',
    additionalProperties: true,
    description: 'Every form value, by field name: the form definition of form_version says which and validates them',
  },
  review_decided_at: { ...NULLABLE_DATE_TIME, description: 'When staff last ended their work on it: SUBMITTED, APPROVED, REJECTED or WITHDRAWN' },
  in_review_at: { ...NULLABLE_DATE_TIME, description: 'When staff first took it into review' },
  submitted_at: { type: ['string', 'null'], format: 'date', description: 'The day it was submitted to the government' },
  government_reference: { ...nullableText, description: "The government's reference of the submission" },
  refunded_at: { ...NULLABLE_DATE_TIME, description: 'When the payment was last refunded, in part or in full' },
  decision_document: {
    ...nullableText,
    description: 'The decision document (e-Visa or refusal letter): a file of the application, GET .../files/{name}',
  },
  erased_at: { ...NULLABLE_DATE_TIME, description: 'Set once the answers, files and e-mails were erased (retention or a request)' },
  corrected_at: { ...NULLABLE_DATE_TIME, description: 'When the applicant last sent back the corrections staff asked for' },
  urgent: { type: 'boolean', description: 'Whether the Application Type buys urgent processing' },
  deadline_at: { ...NULLABLE_DATE_TIME, description: "An urgent paid application's deadline, from its payment time" },
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

const REFERENCE_MESSAGE = "government_reference must be the government's reference of the submission (1 to 64 characters)";
const SUBMITTED_ON_MESSAGE = 'submitted_on must be the day the application was submitted, YYYY-MM-DD, not after today';

/** The submission to the government, as staff record it: the application becomes SUBMITTED and the applicant is e-mailed. */
export const SubmissionWrite = declareBody('SubmissionWrite', {
  type: 'object',
  required: ['government_reference', 'submitted_on'],
  properties: {
    government_reference: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '\\S',
      examples: ['IN-EVISA-2026-0012345'],
      errorMessage: REFERENCE_MESSAGE,
    },
    submitted_on: { type: 'string', format: 'date', examples: ['2026-11-27'], errorMessage: SUBMITTED_ON_MESSAGE },
  },
  additionalProperties: false,
  errorMessage: { required: { government_reference: REFERENCE_MESSAGE, submitted_on: SUBMITTED_ON_MESSAGE } },
});

const OUTCOME_MESSAGE = 'outcome must be APPROVED (e-Visa granted) or REJECTED (refused)';
const DOCUMENT_MESSAGE = 'document must be the file name POST /api/upload answered for the decision PDF';

/** The government's decision as staff record it: the outcome and its document (the e-Visa, or the refusal letter). */
export const DecisionWrite = declareBody('DecisionWrite', {
  type: 'object',
  required: ['outcome', 'document'],
  properties: {
    outcome: { enum: ['APPROVED', 'REJECTED'], errorMessage: OUTCOME_MESSAGE },
    document: { type: 'string', minLength: 1, maxLength: 64, examples: ['3f9a0c1b2d4e5f60718293a4b5c6d7e8.pdf'], errorMessage: DOCUMENT_MESSAGE },
  },
  additionalProperties: false,
  errorMessage: { required: { outcome: OUTCOME_MESSAGE, document: DOCUMENT_MESSAGE } },
});

const DAY = { type: 'string', description: 'YYYY-MM-DD (another value filters nothing)' } as const;

/**
 * The staff list's query (ApplicationsRepository's `filtered`). Sort deadline_at: urgent applications awaiting a
 * decision first, earliest deadline first; the rest after, newest first.
 */
export const ApplicationListQuery = declareListQuery('ApplicationListFilter', {
  sortable: [
    'created_at',
    'updated_at',
    'sku_id',
    'Surname',
    'Given_Name',
    'Nationality',
    'Visa_Service',
    'payment_status',
    'review_status',
    'Application_Type',
    'Expected_Date_of_Arrival',
    'steps_complete',
    'paid_at',
    'deadline_at',
  ],
  defaultSort: 'created_at',
  idColumn: 'sku_id',
  filter: {
    q: {
      type: 'string',
      description: 'Every word in the given name and surname, any order, accents and case aside; or within the id, e-mail or passport number',
    },
    payment_status: { type: 'string', description: 'The applications of this payment status' },
    review_status: { type: 'string', description: 'The applications of this review status' },
    Visa_Service: { type: 'string', description: 'The applications for this visa service' },
    Nationality: { type: 'string', description: 'The applications of this nationality' },
    Application_Type: { type: 'string', description: 'The applications of this type (normal, urgent)' },
    created_from: { ...DAY, description: `Started on or after this day (UTC), ${DAY.description}` },
    created_to: { ...DAY, description: `Started on or before this day (UTC), ${DAY.description}` },
    arrival_from: { ...DAY, description: `Arriving on or after this day, ${DAY.description}` },
    arrival_to: { ...DAY, description: `Arriving on or before this day, ${DAY.description}` },
    complete: { ...FLAG_FILTER, description: 'true: every step meets its rules; false: some do not yet' },
    assignee_id: { type: 'string', description: "A staff member's id: the applications assigned to them (My queue)" },
    corrected: { ...FLAG_FILTER, description: 'true: sent back by the applicant after a correction request' },
    open: { ...FLAG_FILTER, description: 'true: paid, awaiting a decision' },
    urgent: { ...FLAG_FILTER, description: 'true: the urgent queue (urgent, paid, awaiting a decision)' },
    overdue: { ...FLAG_FILTER, description: 'true: the urgent queue past its deadline' },
    id: ID_FILTER,
  },
});

/** The staff list's filters, as the list and the dashboard's counts apply them. */
export type ApplicationListFilter = ListQueryOf<typeof ApplicationListQuery>['filter'];

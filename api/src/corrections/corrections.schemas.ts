import { declareBody, envelope, exactObject, listOf, NULLABLE_DATE_TIME } from '../contract/contract.js';

export const MAX_MESSAGE_LENGTH = 5000;

const PICK_FIELDS = 'Pick at least one field to correct (a list of field names).';
const WRITE_MESSAGE = 'Write the applicant a message saying what to correct and why.';

/**
 * Staff ask for corrections: the fields (of the definition the application is pinned to; the service checks them
 * against it) and a message to the applicant.
 */
export const CorrectionRequestWrite = declareBody('CorrectionRequestWrite', {
  type: 'object',
  required: ['fields', 'message'],
  properties: {
    fields: {
      type: 'array',
      minItems: 1,
      items: { type: 'string' },
      description: 'Field names of the definition the application is pinned to (answers and uploads alike)',
      examples: [['Place_of_Issue', 'Passport_Copy']],
      errorMessage: PICK_FIELDS,
    },
    message: { type: 'string', description: `At most ${MAX_MESSAGE_LENGTH} characters once trimmed`, errorMessage: WRITE_MESSAGE },
  },
  additionalProperties: false,
  errorMessage: { required: { fields: PICK_FIELDS, message: WRITE_MESSAGE } },
});

/** One round of corrections, as the console's history shows it. */
export const CorrectionRound = declareBody(
  'CorrectionRound',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    round: { type: 'integer', description: '1 for the first request on an application, then 2, 3, ...' },
    fields: listOf({ name: { type: 'string' }, title: { type: 'string' } }),
    message: { type: 'string' },
    status: { enum: ['OPEN', 'WITHDRAWN', 'SUBMITTED'] },
    requested_by_email: { type: ['string', 'null'] },
    before: { type: 'object', additionalProperties: true, description: "The requested fields' values when staff asked" },
    after: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: "The requested fields' values when the applicant sent them back (null until then)",
    },
    closed_by_email: { type: ['string', 'null'], description: 'Who withdrew the request; null when open or sent back by the applicant' },
    closed_at: NULLABLE_DATE_TIME,
    created_at: { type: 'string', format: 'date-time' },
  }),
);

/** What submit-corrections answers: the corrected values sent back. */
export const CorrectionsSubmittedReply = declareBody(
  'CorrectionsSubmittedReply',
  envelope(
    exactObject({
      sku_id: { type: 'string' },
      corrected: { type: 'object', additionalProperties: true, description: 'The requested fields and their values as sent back' },
    }),
  ),
);

import { REVIEW_STAGES, TRACK_STEPS } from '@evisa/forms';
import { declareBody, exactObject, NULLABLE_DATE_TIME } from '../contract/contract.js';
import { PAYMENT_STATUSES } from './life.js';

/**
 * Where an application stands, for its tracking page: states, milestones and dates, and the day its submission
 * was promised by. Nothing personal beyond what the id already opens (View-application shows every answer).
 */
export const TrackReply = declareBody(
  'TrackReply',
  exactObject({
    success: { const: true },
    status: { const: true },
    data: exactObject({
      sku_id: { type: 'string', examples: ['K7M2QX9PA4R8TZ3WN'] },
      payment_status: { enum: PAYMENT_STATUSES },
      stage: { type: ['string', 'null'], enum: [...REVIEW_STAGES, null], description: "Where a paid application stands, in the applicant's terms" },
      Visa_Service: { type: ['string', 'null'] },
      Application_Type: { type: ['string', 'null'] },
      timeline: {
        type: 'array',
        description: 'The milestones in order; `at` is null until reached (or for a date not recorded)',
        items: exactObject({ step: { enum: TRACK_STEPS }, reached: { type: 'boolean' }, at: NULLABLE_DATE_TIME }),
      },
      promised_by: { ...NULLABLE_DATE_TIME, description: 'When we promised to submit it: from its processing type and payment time' },
      document: { type: 'boolean', description: 'Whether a decision document (e-Visa or refusal letter) waits to be downloaded' },
      correction: {
        anyOf: [
          exactObject({ requested_at: { type: 'string', format: 'date-time' }, fields: { type: 'array', items: { type: 'string' } } }),
          { type: 'null' },
        ],
        description: 'The open correction request: when it was made and the fields to correct, in words',
      },
    }),
  }),
);

const PASSPORT_MESSAGE = 'passport_number must be the passport number given in the application';

/** Proof that the caller holds the application: the passport number it gives (case and spaces aside). */
export const DocumentProof = declareBody('DocumentProof', {
  type: 'object',
  required: ['passport_number'],
  properties: { passport_number: { type: 'string', minLength: 1, maxLength: 40, errorMessage: PASSPORT_MESSAGE } },
  additionalProperties: false,
  errorMessage: { required: { passport_number: PASSPORT_MESSAGE } },
});

/** A short-lived signed link to the decision document. */
export const DocumentLink = declareBody(
  'DocumentLink',
  exactObject({
    success: { const: true },
    status: { const: true },
    data: exactObject({ url: { type: 'string', description: 'GET it within FILE_LINK_MINUTES: the PDF' } }),
  }),
);

/** The same answer whether or not there was a document to send. */
export const DocumentSent = declareBody(
  'DocumentSent',
  exactObject({ success: { const: true }, status: { const: true }, message: { type: 'string' } }),
);

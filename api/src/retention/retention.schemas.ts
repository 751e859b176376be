import { declareBody, exactObject, listOf, NULLABLE_DATE_TIME } from '../contract/contract.js';

const MAX_REASON = 500;

const DATE_TIME = { type: 'string', format: 'date-time' } as const;
/** How long applicant data is kept, in days, as the privacy policy states it. */
export const RetentionPeriods = declareBody(
  'RetentionPeriods',
  exactObject({
    unpaid_days: { type: 'integer', description: 'An application never paid: days after its last change' },
    decided_days: { type: 'integer', description: 'A paid application: days after staff decided it' },
    enquiry_days: {
      type: 'integer',
      description: "An enquiry, or a form's submission: days after it came; a live-help conversation: after its last message",
    },
  }),
);

/** What a retention run erased, or (dry run) would erase. */
const RetentionReport = declareBody(
  'RetentionReport',
  exactObject({
    dry_run: { type: 'boolean' },
    skipped: { type: 'boolean', description: 'Another replica was running it: nothing was done here' },
    applications: listOf({ sku_id: { type: 'string' }, reason: { type: 'string' } }),
    enquiries: { type: 'integer', description: 'How many enquiries' },
    form_submissions: { type: 'integer', description: "How many forms' submissions (kept as long as enquiries)" },
    conversations: { type: 'integer', description: 'How many live-help conversations (kept as long as enquiries, from their last message)' },
  }),
);

/** The console's retention record: the periods and what a run would erase now. */
export const RetentionStatus = declareBody(
  'RetentionStatus',
  exactObject({
    id: { const: 'retention', description: 'For react-admin' },
    ...RetentionPeriods.schema.properties,
    due: RetentionReport.schema,
  }),
);

/** The hourly maintenance run now: the retention run and the unattached uploads removed. */
export const MaintenanceReport = declareBody(
  'MaintenanceReport',
  exactObject({
    ...RetentionReport.schema.properties,
    unattached_uploads_removed: { type: 'integer' },
    bank_transfers_reminded: { type: 'integer', description: 'Pending bank transfers sent their one reminder' },
    bank_transfers_expired: { type: 'integer', description: 'Pending bank transfers that lapsed unpaid (the applicant was e-mailed)' },
  }),
);

/** An applicant asks for the erasure of an application (a confirmation link goes to its e-mail address). */
export const ErasureRequestWrite = declareBody(
  'ErasureRequestWrite',
  exactObject({ sku_id: { type: 'string', maxLength: 100, description: 'The temporary application id', examples: ['K7M2QX9PA4R8TZ3WN'] } }),
);

/** The token of the e-mailed confirmation link. */
export const ErasureConfirmation = declareBody('ErasureConfirmation', exactObject({ token: { type: 'string', maxLength: 100 } }));

const REASON_MESSAGE = `Give the reason for the erasure (at most ${MAX_REASON} characters).`;

/** Staff erase an application on request, with the reason for the audit log. */
export const ErasureWrite = declareBody('ErasureWrite', {
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', pattern: '\\S', maxLength: MAX_REASON, errorMessage: REASON_MESSAGE } },
  additionalProperties: false,
  errorMessage: { required: { reason: REASON_MESSAGE } },
});

/** Everything held about an application, for an access request (the rows as the database holds them). */
export const ApplicationArchive = declareBody(
  'ApplicationArchive',
  exactObject({
    exported_at: DATE_TIME,
    application: exactObject({
      sku_id: { type: 'string' },
      payment_status: { type: 'string' },
      review_status: { type: 'string' },
      form_version: { type: 'integer' },
      data: { type: 'object', additionalProperties: true, description: 'The form values' },
      created_at: DATE_TIME,
      updated_at: DATE_TIME,
      review_decided_at: NULLABLE_DATE_TIME,
      erased_at: NULLABLE_DATE_TIME,
    }),
    files: listOf({
      filename: { type: 'string' },
      mime: { type: 'string' },
      size: { type: 'integer' },
      sha256: { type: 'string' },
      created_at: DATE_TIME,
      content_base64: { type: ['string', 'null'], description: 'null: the file is missing from the file storage' },
    }),
    emails: listOf({
      to: { type: 'string' },
      subject: { type: 'string' },
      text: { type: 'string' },
      status: { type: 'string' },
      created_at: DATE_TIME,
      sent_at: NULLABLE_DATE_TIME,
    }),
    payments: listOf({
      order_id: { type: 'string' },
      capture_id: { type: ['string', 'null'] },
      amount: { type: ['string', 'number'], description: 'A decimal, as the database writes it' },
      currency: { type: 'string' },
      status: { type: 'string' },
      created_at: DATE_TIME,
      updated_at: DATE_TIME,
    }),
    notes: listOf({ text: { type: 'string' }, user_email: { type: ['string', 'null'] }, created_at: DATE_TIME }),
    history: listOf({
      action: { type: 'string' },
      user_email: { type: ['string', 'null'] },
      changes: { type: ['object', 'null'], additionalProperties: true },
      created_at: DATE_TIME,
    }),
  }),
);

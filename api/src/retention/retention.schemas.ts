import { declareBody } from '../contract/contract.js';

export const MAX_REASON = 500;

const DATE_TIME = { type: 'string', format: 'date-time' } as const;
const NULLABLE_DATE_TIME = { type: ['string', 'null'], format: 'date-time' } as const;

/** How long applicant data is kept, in days, as the privacy policy states it. */
export const RetentionPeriods = declareBody('RetentionPeriods', {
  type: 'object',
  required: ['unpaid_days', 'decided_days', 'enquiry_days'],
  properties: {
    unpaid_days: { type: 'integer', description: 'An application never paid: days after its last change' },
    decided_days: { type: 'integer', description: 'A paid application: days after staff decided it' },
    enquiry_days: { type: 'integer', description: 'An enquiry: days after it came' },
  },
  additionalProperties: false,
});

/** What a retention run erased, or (dry run) would erase. */
export const RetentionReport = declareBody('RetentionReport', {
  type: 'object',
  required: ['dry_run', 'skipped', 'applications', 'enquiries'],
  properties: {
    dry_run: { type: 'boolean' },
    skipped: { type: 'boolean', description: 'Another replica was running it: nothing was done here' },
    applications: {
      type: 'array',
      items: {
        type: 'object',
        required: ['sku_id', 'reason'],
        properties: { sku_id: { type: 'string' }, reason: { type: 'string' } },
        additionalProperties: false,
      },
    },
    enquiries: { type: 'integer', description: 'How many enquiries' },
  },
  additionalProperties: false,
});

/** The console's retention record: the periods and what a run would erase now. */
export const RetentionStatus = declareBody('RetentionStatus', {
  type: 'object',
  required: ['id', ...RetentionPeriods.schema.required, 'due'],
  properties: {
    id: { const: 'retention', description: 'For react-admin' },
    ...RetentionPeriods.schema.properties,
    due: RetentionReport.schema,
  },
  additionalProperties: false,
});

/** The hourly maintenance run now: the retention run and the unattached uploads removed. */
export const MaintenanceReport = declareBody('MaintenanceReport', {
  type: 'object',
  required: [...RetentionReport.schema.required, 'unattached_uploads_removed'],
  properties: { ...RetentionReport.schema.properties, unattached_uploads_removed: { type: 'integer' } },
  additionalProperties: false,
});

/** An applicant asks for the erasure of an application (a confirmation link goes to its e-mail address). */
export const ErasureRequestWrite = declareBody('ErasureRequestWrite', {
  type: 'object',
  required: ['sku_id'],
  properties: { sku_id: { type: 'string', maxLength: 100, description: 'The temporary application id', examples: ['K7M2QX9PA4R8TZ3WN'] } },
  additionalProperties: false,
});

/** The token of the e-mailed confirmation link. */
export const ErasureConfirmation = declareBody('ErasureConfirmation', {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 100 } },
  additionalProperties: false,
});

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
export const ApplicationArchive = declareBody('ApplicationArchive', {
  type: 'object',
  required: ['exported_at', 'application', 'files', 'emails', 'payments', 'notes', 'history'],
  properties: {
    exported_at: DATE_TIME,
    application: {
      type: 'object',
      required: ['sku_id', 'payment_status', 'review_status', 'form_version', 'data', 'created_at', 'updated_at', 'review_decided_at', 'erased_at'],
      properties: {
        sku_id: { type: 'string' },
        payment_status: { type: 'string' },
        review_status: { type: 'string' },
        form_version: { type: 'integer' },
        data: { type: 'object', additionalProperties: true, description: 'The form values' },
        created_at: DATE_TIME,
        updated_at: DATE_TIME,
        review_decided_at: NULLABLE_DATE_TIME,
        erased_at: NULLABLE_DATE_TIME,
      },
      additionalProperties: false,
    },
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['filename', 'mime', 'size', 'sha256', 'created_at', 'content_base64'],
        properties: {
          filename: { type: 'string' },
          mime: { type: 'string' },
          size: { type: 'integer' },
          sha256: { type: 'string' },
          created_at: DATE_TIME,
          content_base64: { type: ['string', 'null'], description: 'null: the file is missing from the file storage' },
        },
        additionalProperties: false,
      },
    },
    emails: {
      type: 'array',
      items: {
        type: 'object',
        required: ['to', 'subject', 'text', 'status', 'created_at', 'sent_at'],
        properties: {
          to: { type: 'string' },
          subject: { type: 'string' },
          text: { type: 'string' },
          status: { type: 'string' },
          created_at: DATE_TIME,
          sent_at: NULLABLE_DATE_TIME,
        },
        additionalProperties: false,
      },
    },
    payments: {
      type: 'array',
      items: {
        type: 'object',
        required: ['order_id', 'capture_id', 'amount', 'currency', 'status', 'created_at', 'updated_at'],
        properties: {
          order_id: { type: 'string' },
          capture_id: { type: ['string', 'null'] },
          amount: { type: ['string', 'number'], description: 'A decimal, as the database writes it' },
          currency: { type: 'string' },
          status: { type: 'string' },
          created_at: DATE_TIME,
          updated_at: DATE_TIME,
        },
        additionalProperties: false,
      },
    },
    notes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['text', 'user_email', 'created_at'],
        properties: { text: { type: 'string' }, user_email: { type: ['string', 'null'] }, created_at: DATE_TIME },
        additionalProperties: false,
      },
    },
    history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['action', 'user_email', 'changes', 'created_at'],
        properties: {
          action: { type: 'string' },
          user_email: { type: ['string', 'null'] },
          changes: { type: ['object', 'null'], additionalProperties: true },
          created_at: DATE_TIME,
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
});

import { declareBody, exactObject, NULLABLE_DATE_TIME } from '../contract/contract.js';
import { declareListQuery, ID_FILTER, searchFilter } from '../common/list-query.js';

/** An e-mail of the outbox as staff see it. */
export const OutboxMessage = declareBody(
  'OutboxMessage',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string', description: 'The text part; the HTML part says the same in the shared layout' },
    attachments: { type: 'array', items: { type: 'string' }, description: 'The file names of the documents attached when it is sent' },
    status: {
      enum: ['PENDING', 'SENT', 'STORED', 'FAILED'],
      description: 'PENDING: waiting to be sent or retried; SENT: handed to the SMTP server; STORED: kept without SMTP; FAILED: given up',
    },
    error: { type: ['string', 'null'], description: 'The last error' },
    attempts: { type: 'integer', minimum: 0 },
    next_attempt_at: { ...NULLABLE_DATE_TIME, description: 'PENDING: when the next attempt is due (null otherwise)' },
    last_attempt_at: NULLABLE_DATE_TIME,
    sent_at: NULLABLE_DATE_TIME,
    created_at: { type: 'string', format: 'date-time' },
  }),
);

/**
 * Send an e-mail again: `status: 'PENDING'`. react-admin sends the rest of the record back too; any other field
 * must equal the record's (the service checks it against the message), as nothing else of a message can change.
 */
export const OutboxWrite = declareBody('OutboxWrite', {
  type: 'object',
  required: ['status'],
  properties: { status: { const: 'PENDING', description: 'Queue it again with a fresh count of attempts' } },
  additionalProperties: true,
  errorMessage: { required: { status: "status must be 'PENDING' (send again)." }, properties: { status: "status must be 'PENDING' (send again)." } },
});

/** The outbox's list query. */
export const OutboxListQuery = declareListQuery('OutboxListFilter', {
  sortable: ['created_at', 'to', 'subject', 'status', 'attempts', 'last_attempt_at'],
  defaultSort: 'created_at',
  filter: {
    q: searchFilter('the recipient or the subject'),
    status: { type: 'string', description: 'The e-mails of this status' },
    id: ID_FILTER,
  },
});

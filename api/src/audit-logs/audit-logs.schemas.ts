import { declareBody, exactObject } from '../contract/contract.js';
import { declareListQuery, ID_FILTER, searchFilter } from '../common/list-query.js';

const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'rollback',
  'view',
  'list',
  'export',
  'erase',
  'reply',
  'sign-in',
  'sign-in-failed',
  'sign-out',
] as const;

const AUDIT_RESOURCES = [
  'applications',
  'enquiries',
  'form-submissions',
  'fees',
  'users',
  'form-definitions',
  'outbox',
  'auth',
  'reply-templates',
  'live-help',
] as const;

/** A view, list or export is a staff read of applicant data; a reply, a staff reply e-mailed to an enquirer. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** The admin resources whose changes (and, for applicant data, reads) are written to the audit log. */
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/**
 * One audit log entry: a change made in the back office, a staff read of applicant data (view, list, export), a
 * sign-in event or an erasure.
 */
export const AuditLogEntry = declareBody(
  'AuditLogEntry',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    user_id: { type: ['string', 'null'], format: 'uuid', description: 'null: the system itself, or an applicant' },
    user_email: { type: ['string', 'null'] },
    action: {
      enum: AUDIT_ACTIONS,
      description: 'view, list and export are staff reads of applicant data; reply is a reply e-mailed to an enquirer',
    },
    resource: { enum: AUDIT_RESOURCES },
    record_id: { type: 'string', description: "The record's id ('*' for a list read)" },
    record_label: {
      type: ['string', 'null'],
      description: "The record in words (a fee record's country, a staff account's e-mail ...); null when it is gone or has none",
    },
    changes: {
      type: 'object',
      additionalProperties: true,
      description: 'Each changed field as { from, to }, or a plain value for what has no previous state (a note added); never secrets',
    },
    created_at: { type: 'string', format: 'date-time' },
  }),
);

/** The audit log's list query. */
export const AuditLogListQuery = declareListQuery('AuditLogListFilter', {
  sortable: ['created_at', 'action', 'resource', 'record_id', 'user_email'],
  defaultSort: 'created_at',
  filter: {
    resource: { type: 'string', description: 'The entries of this resource (a role sees only its own: 403 otherwise)' },
    record_id: { type: 'string', description: 'The entries of this record' },
    user_id: { type: 'string', description: "The entries of this staff member's id" },
    user_email: searchFilter('the staff e-mail'),
    action: {
      description: 'The entries of this action, or of any of a list',
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    read_of: { type: 'string', description: 'An application id: its openings, file views and the lists that showed it (admins only: 403 otherwise)' },
    id: ID_FILTER,
  },
});

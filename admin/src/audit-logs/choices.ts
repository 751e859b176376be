import type { AuditLog } from './types';

// Every id the API's contract declares must have a name: a new one fails the console's compile until it is named.
type Names<Id extends string> = Record<Id, string>;

/** What the log calls each resource it names, in the order the filter offers them. */
export const AUDIT_RESOURCE_NAMES: Names<AuditLog['resource']> = {
  applications: 'Applications',
  enquiries: 'Enquiries',
  'live-help': 'Live help',
  'form-submissions': 'Form submissions',
  'reply-templates': 'Saved replies',
  fees: 'Fees',
  users: 'Staff accounts',
  'form-definitions': 'Form definitions',
  outbox: 'Outbox',
  auth: 'Sign-in',
};

/** What the log calls each action it names, in the order the filter offers them. */
export const AUDIT_ACTION_NAMES: Names<AuditLog['action']> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Removed',
  publish: 'Published',
  rollback: 'Rolled back',
  erase: 'Erased',
  reply: 'Replied',
  view: 'Viewed',
  list: 'Listed',
  export: 'Exported',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  'sign-out': 'Signed out',
};

/** A filter's choices: the names above, in their order. */
export const choicesOf = <Id extends string>(names: Names<Id>) => Object.entries<string>(names).map(([id, name]) => ({ id, name }));

/** The actions that change a record: its history shows these, not the reads. */
export const CHANGE_ACTIONS: Array<AuditLog['action']> = ['create', 'update', 'delete', 'publish', 'rollback', 'erase', 'reply'];

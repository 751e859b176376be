export const auditResourceChoices = [
  { id: 'applications', name: 'Applications' },
  { id: 'enquiries', name: 'Enquiries' },
  { id: 'fees', name: 'Fees' },
  { id: 'users', name: 'Staff accounts' },
  { id: 'outbox', name: 'Outbox' },
  { id: 'auth', name: 'Sign-in' },
];

export const auditActionChoices = [
  { id: 'create', name: 'Created' },
  { id: 'update', name: 'Changed' },
  { id: 'delete', name: 'Removed' },
  { id: 'erase', name: 'Erased' },
  { id: 'reply', name: 'Replied' },
  { id: 'view', name: 'Viewed' },
  { id: 'list', name: 'Listed' },
  { id: 'export', name: 'Exported' },
  { id: 'sign-in', name: 'Signed in' },
  { id: 'sign-in-failed', name: 'Sign-in refused' },
  { id: 'sign-out', name: 'Signed out' },
];

/** The actions that change a record: its history shows these, not the reads. */
export const CHANGE_ACTIONS = ['create', 'update', 'delete', 'publish', 'rollback', 'erase', 'reply'];

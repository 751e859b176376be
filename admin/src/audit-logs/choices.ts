export const auditResourceChoices = [
  { id: 'applications', name: 'Applications' },
  { id: 'enquiries', name: 'Enquiries' },
  { id: 'fees', name: 'Fees' },
  { id: 'users', name: 'Staff accounts' },
  { id: 'outbox', name: 'Outbox' },
];

export const auditActionChoices = [
  { id: 'create', name: 'Created' },
  { id: 'update', name: 'Changed' },
  { id: 'delete', name: 'Removed' },
];

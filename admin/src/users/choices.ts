import type { StatusChoice } from '../common/StatusChip';

export const roleChoices: StatusChoice[] = [
  { id: 'admin', name: 'Admin: everything, with users and fees', color: 'secondary' },
  { id: 'staff', name: 'Staff: applications, enquiries, outbox', color: 'primary' },
  { id: 'editor', name: 'Editor: form definitions', color: 'default' },
];

export const roleNames: StatusChoice[] = roleChoices.map((choice) => ({ ...choice, name: choice.name.replace(/:.*/, '') }));

export const accountStateChoices: StatusChoice[] = [
  { id: 'active', name: 'Active', color: 'success' },
  { id: 'disabled', name: 'Disabled', color: 'default' },
];

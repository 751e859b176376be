import type { StatusChoice } from '../common/StatusChip';

/** What each kind of form is, in the console's words. */
export const formKindChoices: StatusChoice[] = [
  { id: 'application', name: 'Application', color: 'primary' },
  { id: 'enquiry', name: 'Contact (enquiries)', color: 'info' },
  { id: 'generic', name: 'Form', color: 'default' },
];

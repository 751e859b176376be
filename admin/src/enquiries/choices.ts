import type { StatusChoice } from '../common/StatusChip';

export const enquiryStatusChoices: StatusChoice[] = [
  { id: 'NEW', name: 'New', color: 'warning' },
  { id: 'ANSWERED', name: 'Answered', color: 'success' },
];

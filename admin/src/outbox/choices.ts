import type { StatusChoice } from '../common/StatusChip';

export const outboxStatusChoices: StatusChoice[] = [
  { id: 'PENDING', name: 'Waiting to be sent', color: 'warning' },
  { id: 'SENT', name: 'Sent', color: 'success' },
  { id: 'STORED', name: 'Kept (no mail server)', color: 'default' },
  { id: 'FAILED', name: 'Failed (given up)', color: 'error' },
];

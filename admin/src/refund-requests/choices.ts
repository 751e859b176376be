import type { StatusChoice } from '../common/StatusChip';

export const refundRequestStatusChoices: StatusChoice[] = [
  { id: 'PENDING', name: 'Waiting', color: 'warning' },
  { id: 'REFUNDING', name: 'Refunding', color: 'info' },
  { id: 'REFUNDED', name: 'Refunded', color: 'success' },
  { id: 'DECLINED', name: 'Declined', color: 'default' },
];

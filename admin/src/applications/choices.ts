import type { StatusChoice } from '../common/StatusChip';

export const paymentStatusChoices: StatusChoice[] = [
  { id: 'UNPAID', name: 'Unpaid', color: 'warning' },
  { id: 'COMPLETED', name: 'Paid', color: 'success' },
  { id: 'PARTIALLY_REFUNDED', name: 'Partly refunded', color: 'info' },
  { id: 'REFUNDED', name: 'Refunded', color: 'default' },
];

export const reviewStatusChoices: StatusChoice[] = [
  { id: 'NEW', name: 'New', color: 'default' },
  { id: 'IN_REVIEW', name: 'In review', color: 'info' },
  { id: 'NEEDS_CHANGES', name: 'Needs changes', color: 'warning' },
  { id: 'READY_TO_SUBMIT', name: 'Ready to submit', color: 'primary' },
  { id: 'SUBMITTED', name: 'Submitted', color: 'secondary' },
  { id: 'APPROVED', name: 'Approved', color: 'success' },
  { id: 'REJECTED', name: 'Rejected', color: 'error' },
  { id: 'WITHDRAWN', name: 'Withdrawn', color: 'default' },
];

/** The list's completeness filter: every step meets its rules, or some do not yet. */
export const completenessChoices = [
  { id: 'true', name: 'Complete' },
  { id: 'false', name: 'Incomplete' },
];

/** PayPal payment record states (payments table). */
export const paymentRecordChoices: StatusChoice[] = [
  { id: 'CREATED', name: 'Awaiting buyer', color: 'default' },
  { id: 'PENDING', name: 'Pending at PayPal', color: 'info' },
  { id: 'DECLINED', name: 'Declined', color: 'error' },
  { id: 'COMPLETED', name: 'Captured', color: 'success' },
];

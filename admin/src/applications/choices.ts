import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type PaymentStatus,
  type ReviewStatus,
} from '@evisa/forms/browser';
import type { StatusChoice } from '../common/StatusChip';

// Presentation only: which colour each state's chip wears. The states and their words are @evisa/forms'.
const PAYMENT_COLORS: Record<PaymentStatus, StatusChoice['color']> = {
  UNPAID: 'warning',
  COMPLETED: 'success',
  PARTIALLY_REFUNDED: 'info',
  REFUNDED: 'default',
};

const REVIEW_COLORS: Record<ReviewStatus, StatusChoice['color']> = {
  NEW: 'default',
  IN_REVIEW: 'info',
  NEEDS_CHANGES: 'warning',
  READY_TO_SUBMIT: 'primary',
  SUBMITTED: 'secondary',
  APPROVED: 'success',
  REJECTED: 'error',
  WITHDRAWN: 'default',
};

export const paymentStatusChoices: Array<StatusChoice & { id: PaymentStatus }> = PAYMENT_STATUSES.map((id) => ({
  id,
  name: PAYMENT_STATUS_LABELS[id],
  color: PAYMENT_COLORS[id],
}));

export const reviewStatusChoices: Array<StatusChoice & { id: ReviewStatus }> = REVIEW_STATUSES.map((id) => ({
  id,
  name: REVIEW_STATUS_LABELS[id],
  color: REVIEW_COLORS[id],
}));

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

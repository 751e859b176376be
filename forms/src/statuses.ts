// An application's two state columns and staff's words for each state: the API (its enums and its life's
// transitions), the console (its chips and filters) and the audit log read them from here.

/** The payment states; refunds sit beside the paid one (the seed and its API consumers only ever see the first two). */
export const PAYMENT_STATUSES = ['UNPAID', 'COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Staff's review statuses of an application, in the order of the work (the console's choices and filters). */
export const REVIEW_STATUSES = ['NEW', 'IN_REVIEW', 'NEEDS_CHANGES', 'READY_TO_SUBMIT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Each payment state in staff's words. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  UNPAID: 'Unpaid',
  COMPLETED: 'Paid',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
};

/** Each review status in staff's words. */
export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  NEW: 'New',
  IN_REVIEW: 'In review',
  NEEDS_CHANGES: 'Needs changes',
  READY_TO_SUBMIT: 'Ready to submit',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};

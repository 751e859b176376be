import type { StatusChoice } from '../common/StatusChip';

export const bankTransferStatusChoices: StatusChoice[] = [
  { id: 'CREATED', name: 'Awaited', color: 'warning' },
  { id: 'COMPLETED', name: 'Received', color: 'success' },
  { id: 'VOIDED', name: 'Cancelled', color: 'default' },
];

/** What confirming a statement line would do, in staff's words. */
export const OUTCOME_WORDS: Record<string, string> = {
  paid: 'Pays the amount due',
  short: 'Less than due: the applicant is asked for the rest',
  over: 'More than due: refund the difference by bank',
  'already-paid': 'Already paid',
  cancelled: 'Transfer cancelled: return the money',
  unmatched: 'No transfer has this reference',
};

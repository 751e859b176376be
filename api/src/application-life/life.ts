import { PAYMENT_STATUSES, REVIEW_STATUSES, type PaymentStatus, type ReviewStage, type ReviewStatus } from '@evisa/forms';

/**
 * The life of an application, written once (DESIGN 'The application's life'): its payment states, its case states
 * (staff's review statuses, from received to decided or withdrawn), and the named transitions between them with who
 * may take each. ApplicationLifeService is the one writer of the columns below; a test (no-other-writers.spec.ts)
 * fails when any other code writes them.
 */

export { PAYMENT_STATUSES, REVIEW_STATUSES, type PaymentStatus, type ReviewStatus };

/** The columns of `applications` only the transitions write. */
export const LIFE_COLUMNS = [
  'payment_status',
  'paid_at',
  'refunded_at',
  'review_status',
  'in_review_at',
  'submitted_at',
  'government_reference',
  'review_decided_at',
  'corrected_at',
  'decision_document',
  'erased_at',
] as const;

/** Who takes a transition: the applicant (who holds the id), staff, an admin, or the system (payments, retention). */
export type Actor = 'applicant' | 'staff' | 'admin' | 'system';

/**
 * The statuses that end staff's work (the urgent queue's deadline is met once submitted): a paid application is
 * kept for a period after the last of them, then erased.
 */
export const DECIDED_STATUSES: readonly ReviewStatus[] = ['SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'];

type Mail = ReviewStage | 'corrections' | 'receipt' | 'refund' | null;

interface Transition {
  /** The payment or the case state it moves. */
  moves: 'payment_status' | 'review_status';
  from: readonly string[];
  to: PaymentStatus | ReviewStatus;
  by: readonly Actor[];
  /** Only on a paid application (the case work begins with the payment). */
  paid?: true;
  /** Whether the console's review status choice takes it (the others have their own action: corrections, submission). */
  byStatus?: true;
  /**
   * The one e-mail the applicant gets: the stage they are now at, the correction request, the receipt the payment
   * code queues or the refund's the refund ledger queues (with the amounts); null where they need not know (staff's
   * own steps between review and submission, the case a refund ends: its refund e-mail says so).
   */
  mail: Mail;
}

const STAFF: readonly Actor[] = ['staff', 'admin'];
const OPEN_CASE: readonly ReviewStatus[] = ['NEW', 'IN_REVIEW', 'NEEDS_CHANGES', 'READY_TO_SUBMIT'];

/**
 * Every allowed transition. 'review' sends no e-mail: the receipt already told the applicant their application is
 * received and under review, so one staff action (In review, then a correction request) mails them once.
 */
export const TRANSITIONS = {
  pay: { moves: 'payment_status', from: ['UNPAID'], to: 'COMPLETED', by: ['system'], mail: 'receipt' },
  // PayPal refunded part or all of the payment (a refund request staff approved, or PayPal's own dashboard).
  refund_part: { moves: 'payment_status', from: ['COMPLETED', 'PARTIALLY_REFUNDED'], to: 'PARTIALLY_REFUNDED', by: ['system'], mail: 'refund' },
  refund: { moves: 'payment_status', from: ['COMPLETED', 'PARTIALLY_REFUNDED'], to: 'REFUNDED', by: ['system'], mail: 'refund' },
  // A refund request approved before the submission to the government cancels the case.
  cancel: { moves: 'review_status', from: OPEN_CASE, to: 'WITHDRAWN', by: ['system'], mail: null },

  review: { moves: 'review_status', from: ['NEW', 'NEEDS_CHANGES', 'READY_TO_SUBMIT'], to: 'IN_REVIEW', by: STAFF, byStatus: true, mail: null },
  ready: { moves: 'review_status', from: ['NEW', 'IN_REVIEW', 'NEEDS_CHANGES'], to: 'READY_TO_SUBMIT', by: STAFF, byStatus: true, mail: null },
  // Staff's own marker that something needs changing, before (or without) asking the applicant.
  flag: { moves: 'review_status', from: ['NEW', 'IN_REVIEW', 'READY_TO_SUBMIT'], to: 'NEEDS_CHANGES', by: STAFF, byStatus: true, mail: null },
  ask_corrections: {
    moves: 'review_status',
    from: ['NEW', 'IN_REVIEW', 'NEEDS_CHANGES', 'READY_TO_SUBMIT'],
    to: 'NEEDS_CHANGES',
    by: STAFF,
    paid: true,
    mail: 'corrections',
  },
  withdraw_corrections: { moves: 'review_status', from: ['NEEDS_CHANGES'], to: 'IN_REVIEW', by: STAFF, paid: true, mail: 'in_review' },
  send_corrections: { moves: 'review_status', from: ['NEEDS_CHANGES'], to: 'IN_REVIEW', by: ['applicant'], paid: true, mail: 'in_review' },
  submit: { moves: 'review_status', from: ['IN_REVIEW', 'READY_TO_SUBMIT'], to: 'SUBMITTED', by: STAFF, paid: true, mail: 'submitted' },
  grant: { moves: 'review_status', from: ['SUBMITTED'], to: 'APPROVED', by: STAFF, paid: true, byStatus: true, mail: 'approved' },
  refuse: { moves: 'review_status', from: ['SUBMITTED'], to: 'REJECTED', by: STAFF, paid: true, byStatus: true, mail: 'rejected' },
  // On the applicant's request (by e-mail or phone): staff record it, the case ends.
  withdraw: { moves: 'review_status', from: [...OPEN_CASE, 'SUBMITTED'], to: 'WITHDRAWN', by: STAFF, paid: true, byStatus: true, mail: 'withdrawn' },
  // A decision recorded by mistake: only an admin takes it back.
  reopen: {
    moves: 'review_status',
    from: ['APPROVED', 'REJECTED', 'WITHDRAWN'],
    to: 'IN_REVIEW',
    by: ['admin'],
    paid: true,
    byStatus: true,
    mail: null,
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;

/** The transition the console's review status choice takes from `from` to `to`, if one is allowed. */
export function statusTransition(from: ReviewStatus, to: ReviewStatus, actor: Actor): TransitionName | undefined {
  const names = Object.keys(TRANSITIONS) as TransitionName[];
  const matching = names.filter((name) => {
    const transition: Transition = TRANSITIONS[name];
    return transition.moves === 'review_status' && transition.to === to && transition.from.includes(from) && transition.by.includes(actor);
  });
  // The console's own choice first; a transition with an action of its own (submit) is named in the refusal.
  return matching.find((name) => (TRANSITIONS[name] as Transition).byStatus) ?? matching[0];
}

/** Whether `transition` may be taken by `actor` from the current states. */
export function refusalOf(name: TransitionName, current: { payment_status: string; review_status: string }, actor: Actor): string | null {
  const transition: Transition = TRANSITIONS[name];
  if (transition.paid && current.payment_status !== 'COMPLETED') {
    return `This application is ${current.payment_status}: it becomes ${transition.to} only once it is paid.`;
  }
  const state = current[transition.moves];
  if (!transition.from.includes(state)) {
    return `This application is ${state}: it cannot become ${transition.to} (only from ${transition.from.join(', ')}).`;
  }
  if (!transition.by.includes(actor)) return `${transition.to} is not set by ${actor === 'applicant' ? 'the applicant' : actor}.`;
  return null;
}

/**
 * When `name` is refused (409), in words for the API's documentation, from the table itself: the payment it needs
 * and the states it is taken from. The refusal (refusalOf) names the state the application is in.
 */
export function refusedUnless(name: TransitionName): string {
  const transition: Transition = TRANSITIONS[name];
  const states = transition.from.length > 1 ? `${transition.from.slice(0, -1).join(', ')} or ${transition.from.at(-1)}` : transition.from[0];
  return `${transition.paid ? 'Not paid, or not' : 'Not'} ${states} (the message names the state)`;
}

export const mailOf = (name: TransitionName): Mail => (TRANSITIONS[name] as Transition).mail;
export const isByStatus = (name: TransitionName): boolean => (TRANSITIONS[name] as Transition).byStatus === true;

import type { SiteLanguage } from './languages.js';

/**
 * The published refund policy (spec part 2 section 9), written once: the refund policy page shows these rules, the
 * API computes what an applicant may get back with `refundQuote`, and the console shows staff the rule that applied.
 */

/** Minutes after the payment (the application's submission) within which a cancellation is refunded in part. */
export const CANCELLATION_WINDOW_MINUTES = 30;
/** The share of the fee kept as the cancellation fee within that window. */
export const CANCELLATION_FEE_PERCENT = 50;
/** No refund or cancellation once the expected arrival in India is this close. */
export const NO_REFUND_BEFORE_TRAVEL_HOURS = 48;
/** How long an approved refund takes to reach the card or account paid with. */
export const REFUND_PROCESSING_TIME = '6 to 7 business days';

// The same time in each language of the site, as it reads after 'within' (the refund e-mail).
const PROCESSING_TIME_IN: Record<SiteLanguage, string> = {
  en: REFUND_PROCESSING_TIME,
  fr: '6 à 7 jours ouvrés',
  de: '6 bis 7 Werktagen',
  es: '6 a 7 días hábiles',
  ru: '6–7 рабочих дней',
  zh: '6 至 7 个工作日',
  ar: '6 إلى 7 أيام عمل',
};

/** REFUND_PROCESSING_TIME in `language` (English when it is none of the site's). */
export const refundProcessingTime = (language?: string): string => PROCESSING_TIME_IN[language as SiteLanguage] ?? REFUND_PROCESSING_TIME;

/** The review statuses after which nothing is refunded: the government decided. */
const DECIDED = ['APPROVED', 'REJECTED'];

export const REFUND_RULE_IDS = ['decided', 'travel_soon', 'cancellation_window', 'non_refundable'] as const;
export type RefundRuleId = (typeof REFUND_RULE_IDS)[number];

export interface RefundRule {
  id: RefundRuleId;
  /** The rule as the policy page states it, and as the applicant and staff are told it applied. */
  words: string;
}

/** The rules in the order they are tried: the first that matches decides. */
export const REFUND_RULES: readonly RefundRule[] = [
  { id: 'decided', words: 'There is no refund once the Government of India has decided on the application.' },
  {
    id: 'travel_soon',
    words: `There is no refund or cancellation when your travel is within ${NO_REFUND_BEFORE_TRAVEL_HOURS} hours.`,
  },
  {
    id: 'cancellation_window',
    words: `If you ask within ${CANCELLATION_WINDOW_MINUTES} minutes of submitting your application, we refund the fee minus a cancellation fee of ${CANCELLATION_FEE_PERCENT}%.`,
  },
  {
    id: 'non_refundable',
    words: 'Otherwise the fee is non-refundable and the application cannot be cancelled or amended after payment.',
  },
];

export interface RefundCase {
  /** The fee paid, in the payment's currency. */
  fee: number;
  /** What was already refunded of it. */
  refunded: number;
  /** When the payment was captured: the application is submitted to us then. */
  paidAt: Date;
  /** The application's review status (its case state). */
  reviewStatus: string;
  /** The expected arrival in India (YYYY-MM-DD), when given. */
  travelDate: string | null;
  /** When the refund is asked for. */
  now: Date;
}

export interface RefundQuote {
  /** What the policy refunds now, never more than what is left of the fee. */
  amount: number;
  rule: RefundRule;
}

const cents = (amount: number) => Math.round(amount * 100);

function ruleFor(refund: RefundCase): RefundRuleId {
  if (DECIDED.includes(refund.reviewStatus)) return 'decided';
  if (refund.travelDate) {
    const arrival = Date.parse(`${refund.travelDate}T00:00:00.000Z`);
    if (!Number.isNaN(arrival) && arrival - refund.now.getTime() < NO_REFUND_BEFORE_TRAVEL_HOURS * 3_600_000) return 'travel_soon';
  }
  if (refund.now.getTime() - refund.paidAt.getTime() <= CANCELLATION_WINDOW_MINUTES * 60_000) return 'cancellation_window';
  return 'non_refundable';
}

/** What the policy gives back for `refund`, and the rule that decided it (the first of REFUND_RULES that matches). */
export function refundQuote(refund: RefundCase): RefundQuote {
  const id = ruleFor(refund);
  const rule = REFUND_RULES.find((candidate) => candidate.id === id)!;
  // The share the rule refunds of the whole fee, less what was already refunded of it.
  const allowed = id === 'cancellation_window' ? Math.round((cents(refund.fee) * (100 - CANCELLATION_FEE_PERCENT)) / 100) : 0;
  const left = Math.max(0, Math.min(allowed, cents(refund.fee)) - cents(refund.refunded));
  return { amount: left / 100, rule };
}

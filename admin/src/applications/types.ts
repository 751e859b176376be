import type { Schemas } from '@evisa/contract';

/** An internal note staff wrote on an application. */
export type ApplicationNote = Schemas['AuthoredText'];

/** One PayPal order for the application and what became of it. */
export type PaymentRecord = Schemas['PaymentRecord'];

export type FeeQuote = Schemas['FeeQuote'];

/**
 * An application as the admin API serves it: promoted columns plus every form value in `data` (`id` is the
 * sku_id). The list's rows have no notes, payments or fee; GET one (the application page) has them.
 */
export type Application = Schemas['StaffApplicationRow'] & Partial<Pick<Schemas['StaffApplication'], 'notes' | 'payments' | 'fee'>>;

export type PaymentStatus = Application['payment_status'];
export type ReviewStatus = Application['review_status'];

/** A staff member an application can be assigned to. */
export type Assignee = Schemas['Assignee'];

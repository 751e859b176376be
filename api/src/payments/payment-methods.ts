import { cents } from '../common/money.js';
import type { PaymentMethodsConfig } from '../config/app-config.js';

/** Every way to pay, by its stored name (payments.method). */
export const PAYMENT_METHODS = ['paypal', 'card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods paid through a PayPal order (create-Order's `method`), each with the order's payment_source. */
export const ORDER_METHODS = ['paypal', 'card'] as const;
export type OrderMethod = (typeof ORDER_METHODS)[number];

/** The lines that name a payment's transaction on a receipt, worded in the reader's language (documents/document-words.ts). */
export type TransactionFact = 'paypal_capture' | 'card_capture' | 'paypal_order' | 'payment_reference' | 'bank_transaction';

/** A payment as a method's driver reads it. */
interface MethodPayment {
  order_id: string;
  capture_id: string | null;
}

/**
 * What differs between ways to pay, and nothing else: its name, and how receipts and the console name its
 * transaction. Payment state (application-life), the ledger (payments), receipts and refunds read every method
 * through this, so a new method is one more driver.
 */
export interface PaymentDriver {
  readonly method: PaymentMethod;
  /** The method's name for applicants and staff. */
  readonly label: string;
  /** Receipt lines naming the transaction, in the method's terms. */
  transactionFacts(payment: MethodPayment): Array<[TransactionFact, string]>;
  /** Whether staff's refund approval pays the money back through this method's provider (else by hand). */
  readonly refundsOnline: boolean;
  /**
   * A card's 3-D Secure outcome is the merchant's to act on before capturing (PayPal's advice for card fields):
   * the capture first reads it from the order and captures nothing when the check failed.
   */
  readonly checksAuthentication: boolean;
}

const DRIVERS: Record<PaymentMethod, PaymentDriver> = {
  paypal: {
    method: 'paypal',
    label: 'PayPal',
    transactionFacts: (payment) => [
      ['paypal_capture', payment.capture_id ?? '—'],
      ['paypal_order', payment.order_id],
    ],
    refundsOnline: true,
    checksAuthentication: false,
  },
  card: {
    method: 'card',
    label: 'Card',
    transactionFacts: (payment) => [
      ['card_capture', payment.capture_id ?? '—'],
      ['paypal_order', payment.order_id],
    ],
    refundsOnline: true,
    checksAuthentication: true,
  },
  bank_transfer: {
    method: 'bank_transfer',
    label: 'Bank transfer',
    transactionFacts: (payment) => [
      ['payment_reference', payment.order_id],
      ['bank_transaction', payment.capture_id ?? '—'],
    ],
    refundsOnline: false,
    checksAuthentication: false,
  },
};

export function driverFor(method: PaymentMethod): PaymentDriver {
  return DRIVERS[method];
}

/** The price of paying an application's fee by a method: the fee, the method's surcharge, and their sum. */
export function priceWith(fee: number, method: PaymentMethod, config: PaymentMethodsConfig): { fee: number; surcharge: number; total: number } {
  const surcharge = config.surcharges[method];
  return { fee, surcharge, total: (cents(fee) + cents(surcharge)) / 100 };
}

/** The methods this deployment offers, each with its surcharge (bank transfer only once its account is configured). */
export function offeredMethods(config: PaymentMethodsConfig): Array<{ method: PaymentMethod; label: string; surcharge: number }> {
  return PAYMENT_METHODS.filter((method) => method !== 'bank_transfer' || config.bankAccount).map((method) => ({
    method,
    label: DRIVERS[method].label,
    surcharge: config.surcharges[method],
  }));
}

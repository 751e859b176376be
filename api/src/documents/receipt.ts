import { feeAnswers, formatAnswer, formatDate, type FormDefinition } from '@evisa/forms';
import type { BusinessConfig } from '../config/app-config.js';
import { driverFor, type PaymentMethod } from '../payments/payment-methods.js';

/** A paid application's receipt: what the receipt PDF and the receipt e-mail both show. */
export interface Receipt {
  skuId: string;
  business: BusinessConfig;
  /** The applicant's name as the application gives it. */
  applicant: string;
  /** What was bought, in the definition's words: [title, answer] of the visa service, its duration, the processing. */
  purchase: Array<[string, string]>;
  amount: number;
  /** What the method added to the fee (included in amount). */
  surcharge: number;
  currency: string;
  paidAt: Date;
  method: PaymentMethod;
  /** The transaction as the method names it (PayPal's capture and order; the bank transfer's references). */
  transaction: Array<[string, string]>;
}

interface PaidApplication {
  sku_id: string;
  data: Record<string, unknown>;
  paid_at: Date | null;
}

interface CompletedPayment {
  order_id: string;
  capture_id: string | null;
  method: PaymentMethod;
  surcharge: number;
  amount: number;
  currency: string;
  updated_at: Date | string;
}

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;
const pad = (value: number) => String(value).padStart(2, '0');

/** '27 November 2026, 19:55 UTC': one clock for every reader, as the server has no idea of the applicant's zone. */
export function formatMoment(moment: Date): string {
  const day = formatDate(moment.toISOString().slice(0, 10));
  return `${day}, ${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())} UTC`;
}

export function receiptOf(application: PaidApplication, payment: CompletedPayment, definition: FormDefinition, business: BusinessConfig): Receipt {
  const { data } = application;
  return {
    skuId: application.sku_id,
    business,
    applicant: [data.Given_Name, data.Surname].filter((name) => typeof name === 'string' && name).join(' '),
    purchase: feeAnswers(definition, data).map(({ field, value }) => [field.title, formatAnswer(value, field)]),
    amount: payment.amount,
    surcharge: payment.surcharge,
    currency: payment.currency,
    paidAt: application.paid_at ?? new Date(payment.updated_at),
    method: payment.method,
    transaction: driverFor(payment.method).transactionFacts(payment),
  };
}

/** The receipt's details in order, as label and value: the e-mail's table and the PDF's. */
export function receiptFacts(receipt: Receipt): Array<[string, string]> {
  return [
    ['Application id', receipt.skuId],
    ...(receipt.applicant ? [['Applicant', receipt.applicant] as [string, string]] : []),
    ...receipt.purchase,
    ...(receipt.surcharge > 0
      ? ([
          ['Visa fee', money(receipt.amount - receipt.surcharge, receipt.currency)],
          [`Surcharge (${driverFor(receipt.method).label})`, money(receipt.surcharge, receipt.currency)],
        ] as Array<[string, string]>)
      : []),
    ['Amount paid', money(receipt.amount, receipt.currency)],
    ['Date of payment', formatMoment(receipt.paidAt)],
    ...(receipt.method === 'paypal' ? [] : ([['Paid by', driverFor(receipt.method).label]] as Array<[string, string]>)),
    ...receipt.transaction,
  ];
}

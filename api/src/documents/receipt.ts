import { feeAnswers, formatAnswer, formatDate, formatMoney, type FormDefinition } from '@evisa/forms';
import { SITE_LANGUAGES, SOURCE_LANGUAGE } from '@evisa/forms/languages';
import type { BusinessConfig } from '../config/app-config.js';
import { driverFor, type PaymentMethod, type TransactionFact } from '../payments/payment-methods.js';
import { documentWords } from './document-words.js';

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
  transaction: Array<[TransactionFact, string]>;
  /** The language the application was made in: the receipt's own words, dates and amounts are written in it. */
  language: string | undefined;
}

interface PaidApplication {
  sku_id: string;
  data: Record<string, unknown>;
  paid_at: Date | null;
  language?: string | null;
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

// English for English and for any language the site's own words are not written in (as documentWords).
const inEnglish = (language: string | undefined): language is undefined =>
  !language || language === SOURCE_LANGUAGE || !(SITE_LANGUAGES as readonly string[]).includes(language);

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * '27 November 2026, 19:55 UTC': one clock for every reader, as the server has no idea of the applicant's zone; the
 * day in `language` as Intl writes it there ('27 novembre 2026, 19:55 UTC').
 */
export function formatMoment(moment: Date, language?: string): string {
  const day = formatDate(moment.toISOString().slice(0, 10), { language: inEnglish(language) ? undefined : language });
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
    language: application.language ?? undefined,
  };
}

/** The receipt's details in order, as label and value, in the application's language: the e-mail's table and the PDF's. */
export function receiptFacts(receipt: Receipt): Array<[string, string]> {
  const { language } = receipt;
  const words = documentWords(language);
  const money = (amount: number) => formatMoney(amount, receipt.currency, language);
  return [
    [words.applicationId, receipt.skuId],
    ...(receipt.applicant ? [[words.applicant, receipt.applicant] as [string, string]] : []),
    ...receipt.purchase,
    ...(receipt.surcharge > 0
      ? ([
          [words.visaFee, money(receipt.amount - receipt.surcharge)],
          [words.surcharge(words.methods[receipt.method]), money(receipt.surcharge)],
        ] as Array<[string, string]>)
      : []),
    [words.amountPaid, money(receipt.amount)],
    [words.dateOfPayment, formatMoment(receipt.paidAt, language)],
    ...(receipt.method === 'paypal' ? [] : ([[words.paidBy, words.methods[receipt.method]]] as Array<[string, string]>)),
    ...receipt.transaction.map(([fact, value]) => [words.transaction[fact], value] as [string, string]),
  ];
}

import { FEE_CURRENCY } from '@evisa/forms';
import { declareBody, exactObject } from '../contract/contract.js';

/** The currency of every fee (forms' FEE_CURRENCY). */
export const feeCurrency = { const: FEE_CURRENCY } as const;

/** The fee of an application in USD, as View-application, the payment calls and the console show it. */
export const FeeQuote = declareBody(
  'FeeQuote',
  exactObject({
    amount: { type: 'number', description: 'The visa fee plus the extras the answers add (the urgent fee for Urgent Processing)' },
    currency: feeCurrency,
    visaFee: { type: 'number' },
    urgentFee: { type: 'number', description: 'What the extras add: today only urgent processing has one' },
  }),
);

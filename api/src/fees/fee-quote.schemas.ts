import { declareBody } from '../contract/contract.js';

/** The fee of an application in USD, as View-application, the payment calls and the console show it. */
export const FeeQuote = declareBody('FeeQuote', {
  type: 'object',
  required: ['amount', 'currency', 'visaFee', 'urgentFee'],
  properties: {
    amount: { type: 'number', description: 'The visa fee plus the extras the answers add (the urgent fee for Urgent Processing)' },
    currency: { const: 'USD' },
    visaFee: { type: 'number' },
    urgentFee: { type: 'number', description: 'What the extras add: today only urgent processing has one' },
  },
  additionalProperties: false,
});

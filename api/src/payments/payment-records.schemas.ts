import { declareBody, exactObject } from '../contract/contract.js';
import { PAYMENT_METHODS } from './payment-methods.js';

/** A payment as staff see it beside the application it pays for (one PayPal order or bank transfer, and what became of it). */
export const PaymentRecord = declareBody(
  'PaymentRecord',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    order_id: { type: 'string', description: "PayPal's order id, or a bank transfer's payment reference" },
    capture_id: { type: ['string', 'null'], description: "PayPal's capture id, or the bank's transaction reference" },
    method: { enum: [...PAYMENT_METHODS] },
    surcharge: { type: 'number', description: 'What the method added to the fee (included in amount)' },
    amount: { type: 'number' },
    currency: { type: 'string', examples: ['USD'] },
    status: {
      enum: ['CREATED', 'DECLINED', 'PENDING', 'VOIDED', 'COMPLETED'],
      description:
        'CREATED: waiting for the buyer; DECLINED: the last capture was refused; PENDING: PayPal holds the capture; VOIDED: the fee changed before the capture',
    },
    attempts: { type: 'integer', description: 'Declined capture attempts of this order' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  }),
);

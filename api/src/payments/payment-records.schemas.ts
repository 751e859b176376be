import { declareBody, exactObject } from '../contract/contract.js';

/** A payment as staff see it beside the application it pays for (one PayPal order and what became of it). */
export const PaymentRecord = declareBody(
  'PaymentRecord',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    order_id: { type: 'string' },
    capture_id: { type: ['string', 'null'] },
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

import { FEE_CURRENCY } from '@evisa/forms';
import { declareBody, declareFailure, exactObject, listOf } from '../contract/contract.js';
import { IncompleteStep } from '../applications/applications.schemas.js';
import { PayPalLink, PayPalOrder } from './paypal/paypal.schemas.js';
import { ORDER_METHODS, PAYMENT_METHODS } from './payment-methods.js';

/** A non-empty text (not only spaces); the service trims it. */
const skuId = {
  type: 'string',
  pattern: '\\S',
  examples: ['K7M2QX9PA4R8TZ3WN'],
  errorMessage: { type: 'sku_id is required', pattern: 'sku_id is required' },
} as const;

export const PaymentSession = declareBody(
  'PaymentSession',
  exactObject({
    success: { const: true },
    status: { const: true },
    accessToken: { type: 'string', description: 'Authorization: Bearer <accessToken> for create-Order and capture-Payment' },
    expiresIn: { type: 'integer', examples: [900], description: 'Seconds' },
    clientId: { type: 'string', description: "PayPal's client id for its buttons" },
    mode: { enum: ['paypal', 'sandbox-emulator'], description: "'sandbox-emulator': test mode, the built-in emulator stands for PayPal" },
    methods: listOf({
      method: { enum: [...PAYMENT_METHODS] },
      label: { type: 'string', examples: ['PayPal'] },
      surcharge: { type: 'number', examples: [0], description: 'USD the method adds to the fee (0: none); shown before paying and on the receipt' },
    }),
  }),
);

export const CreateOrderRequest = declareBody('CreateOrderRequest', {
  type: 'object',
  required: ['sku_id'],
  properties: {
    sku_id: skuId,
    amount: {
      anyOf: [{ type: 'number', minimum: 0 }, { type: 'string', pattern: '^(\\s*\\d{1,10}(\\.\\d{1,2})?\\s*)?$' }, { type: 'null' }],
      examples: [65],
      description: 'Optional (empty or null: not sent): must equal the fee if sent; at most two decimals',
      errorMessage: 'amount must be a number with at most two decimals',
    },
    currency: { const: FEE_CURRENCY, errorMessage: `currency must be ${FEE_CURRENCY}` },
    description: { type: 'string', description: "Accepted, but the order carries the server's own" },
    method: {
      enum: [...ORDER_METHODS],
      description:
        "Optional, 'paypal' when not sent. 'card': an order for PayPal's card fields (payment_source.card, 3-D Secure when required); the amount is the fee with the card's surcharge",
      errorMessage: `method must be one of ${ORDER_METHODS.join(', ')}`,
    },
  },
  additionalProperties: false,
  errorMessage: { required: { sku_id: 'sku_id is required' } },
});

export const CreatedOrder = declareBody(
  'CreatedOrder',
  exactObject({
    success: { const: true },
    id: { type: 'string', description: "PayPal's order id", examples: ['5O190127TN364715T'] },
    status: { ...PayPalOrder.schema.properties.status, description: "PayPal's order status: CREATED (PayPal may answer PAYER_ACTION_REQUIRED)" },
    links: {
      type: 'array',
      items: PayPalLink.schema,
      description: "PayPal's links: open rel 'approve' for the buyer's approval (a card order: the card fields confirm the card at rel 'self')",
    },
  }),
);

export const CapturePaymentRequest = declareBody('CapturePaymentRequest', {
  type: 'object',
  required: ['orderID', 'sku_id'],
  properties: {
    orderID: {
      type: 'string',
      pattern: '\\S',
      examples: ['5O190127TN364715T'],
      errorMessage: { type: 'orderID is required', pattern: 'orderID is required' },
    },
    sku_id: skuId,
  },
  additionalProperties: false,
  errorMessage: { required: { sku_id: 'sku_id is required' } },
});

const CapturedPayment = declareBody('CapturedPayment', {
  type: 'object',
  required: ['sku_id', 'payment_status', 'order_id', 'capture_id'],
  properties: {
    sku_id: { type: 'string' },
    payment_status: { enum: ['COMPLETED', 'PENDING'], description: 'PENDING while PayPal holds the capture (an e-mail follows)' },
    order_id: { type: 'string' },
    capture_id: { type: ['string', 'null'] },
    amount: { type: 'number', description: 'COMPLETED only' },
    currency: { type: 'string', examples: [FEE_CURRENCY], description: 'COMPLETED only' },
  },
  additionalProperties: false,
});

export const CaptureReply = declareBody(
  'CaptureReply',
  exactObject({ success: { const: true }, status: { const: true }, message: { type: 'string' }, data: CapturedPayment.schema }),
);

export const WebhookReply = declareBody(
  'WebhookReply',
  exactObject({
    success: { const: true },
    status: { const: true },
    message: { type: 'string', examples: ['Payment completed.'], description: 'What was done (also for an event already processed or not ours)' },
  }),
);

/** create-Order refused (409): already paid, blocked, no fee, or not complete (then the steps still to complete). */
export const OrderRefused = declareFailure('OrderRefused', {
  incompleteSteps: { type: 'array', items: IncompleteStep.schema },
  blocked: { const: true, description: 'The application id is blocked after three failed payment attempts: it must apply again' },
});

import { declareBody } from '../../contract/contract.js';

/**
 * The parts of PayPal's Orders v2, OAuth 2 and Notifications v1 bodies this product sends and reads, declared once:
 * the PayPal client types its calls with them and the built-in sandbox emulator answers with them. PayPal itself
 * answers with more fields than these; the product reads none of the others.
 */

export const PayPalLink = declareBody('PayPalLink', {
  type: 'object',
  required: ['href', 'rel'],
  properties: {
    href: { type: 'string' },
    rel: { type: 'string', examples: ['approve'], description: "'self', 'approve', 'update' or 'capture' on an order" },
    method: { type: 'string', examples: ['GET'] },
  },
  additionalProperties: false,
});

export const PayPalAmount = declareBody('PayPalAmount', {
  type: 'object',
  required: ['currency_code', 'value'],
  properties: {
    currency_code: { type: 'string', pattern: '^[A-Z]{3}$', examples: ['USD'], description: 'A three-letter currency code' },
    value: { type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,2})?$', examples: ['65.00'], description: 'A decimal with at most two decimals' },
  },
  additionalProperties: false,
});

export const PayPalCapture = declareBody('PayPalCapture', {
  type: 'object',
  required: ['id', 'status', 'amount'],
  properties: {
    id: { type: 'string' },
    status: { enum: ['COMPLETED', 'DECLINED', 'PARTIALLY_REFUNDED', 'PENDING', 'REFUNDED', 'FAILED'] },
    amount: PayPalAmount.schema,
    custom_id: { type: 'string' },
    final_capture: { type: 'boolean' },
    processor_response: {
      type: 'object',
      description: "A card capture's answer from the processor: response_code '5120' is INSUFFICIENT_FUNDS, '5100' GENERIC_DECLINE",
      properties: { avs_code: { type: 'string' }, cvv_code: { type: 'string' }, response_code: { type: 'string', examples: ['5120'] } },
      additionalProperties: false,
    },
    create_time: { type: 'string', format: 'date-time' },
    update_time: { type: 'string', format: 'date-time' },
    supplementary_data: {
      type: 'object',
      properties: { related_ids: { type: 'object', properties: { order_id: { type: 'string' } }, additionalProperties: false } },
      additionalProperties: false,
    },
    links: { type: 'array', items: PayPalLink.schema },
  },
  additionalProperties: false,
});

/** A refund of a capture (Payments v2), as the refund call answers it with `Prefer: return=representation`. */
export const PayPalRefund = declareBody('PayPalRefund', {
  type: 'object',
  required: ['id', 'status', 'links'],
  properties: {
    id: { type: 'string', examples: ['1JU08902781691411'] },
    status: { enum: ['CANCELLED', 'FAILED', 'PENDING', 'COMPLETED'] },
    amount: PayPalAmount.schema,
    invoice_id: { type: 'string', maxLength: 127 },
    note_to_payer: { type: 'string', maxLength: 255 },
    create_time: { type: 'string', format: 'date-time' },
    update_time: { type: 'string', format: 'date-time' },
    links: { type: 'array', items: PayPalLink.schema, description: "'self' (the refund) and 'up' (the capture it refunds)" },
  },
  additionalProperties: false,
});

/** POST /v2/payments/captures/{capture_id}/refund: the amount to give back (all that is left of the capture without one). */
export const PayPalRefundRequest = declareBody('PayPalRefundRequest', {
  type: 'object',
  properties: {
    amount: PayPalAmount.schema,
    invoice_id: { type: 'string', maxLength: 127 },
    note_to_payer: { type: 'string', maxLength: 255 },
  },
  additionalProperties: false,
});

export const PayPalPurchaseUnit = declareBody('PayPalPurchaseUnit', {
  type: 'object',
  required: ['amount'],
  properties: {
    reference_id: { type: 'string', maxLength: 127 },
    custom_id: { type: 'string', maxLength: 127, description: "The application's sku_id" },
    description: { type: 'string', maxLength: 127 },
    amount: PayPalAmount.schema,
    payments: {
      type: 'object',
      properties: { captures: { type: 'array', items: PayPalCapture.schema }, refunds: { type: 'array', items: PayPalRefund.schema } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
});

export const PayPalOrder = declareBody('PayPalOrder', {
  type: 'object',
  required: ['id', 'status', 'links'],
  properties: {
    id: { type: 'string', examples: ['5O190127TN364715T'] },
    status: { enum: ['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED'] },
    intent: { enum: ['CAPTURE', 'AUTHORIZE'] },
    purchase_units: { type: 'array', items: PayPalPurchaseUnit.schema },
    payer: {
      type: 'object',
      properties: {
        payer_id: { type: 'string' },
        email_address: { type: 'string' },
        name: { type: 'object', properties: { given_name: { type: 'string' }, surname: { type: 'string' } }, additionalProperties: false },
      },
      additionalProperties: false,
    },
    payment_source: {
      type: 'object',
      properties: {
        card: {
          type: 'object',
          description: "The card the buyer paid with and its 3-D Secure outcome: liability_shift 'NO' or 'UNKNOWN' means do not capture",
          properties: {
            brand: { type: 'string', examples: ['VISA'] },
            last_digits: { type: 'string', examples: ['0002'] },
            authentication_result: {
              type: 'object',
              properties: {
                liability_shift: { enum: ['POSSIBLE', 'NO', 'UNKNOWN', 'YES'] },
                three_d_secure: {
                  type: 'object',
                  properties: { enrollment_status: { type: 'string' }, authentication_status: { type: 'string' } },
                  additionalProperties: false,
                },
              },
              additionalProperties: false,
            },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    create_time: { type: 'string', format: 'date-time' },
    update_time: { type: 'string', format: 'date-time' },
    links: { type: 'array', items: PayPalLink.schema },
  },
  additionalProperties: false,
});

/** Where PayPal sends the buyer back to after the approval (Orders v2 `payment_source.paypal.experience_context`). */
const experienceContext = {
  type: 'object',
  properties: {
    return_url: { type: 'string' },
    cancel_url: { type: 'string' },
    shipping_preference: { type: 'string', examples: ['NO_SHIPPING'] },
    user_action: { type: 'string', examples: ['PAY_NOW'] },
  },
} as const;

export const PayPalCreateOrderRequest = declareBody('PayPalCreateOrderRequest', {
  type: 'object',
  required: ['intent', 'purchase_units'],
  properties: {
    intent: { const: 'CAPTURE', description: 'The emulator takes CAPTURE only' },
    purchase_units: { type: 'array', items: PayPalPurchaseUnit.schema, minItems: 1, maxItems: 1 },
    payment_source: {
      type: 'object',
      properties: {
        paypal: { type: 'object', properties: { experience_context: experienceContext } },
        card: {
          type: 'object',
          description: "Paid with PayPal's card fields: the card itself reaches PayPal from the browser (confirm-payment-source)",
          properties: {
            attributes: {
              type: 'object',
              properties: {
                verification: {
                  type: 'object',
                  properties: {
                    method: { enum: ['SCA_WHEN_REQUIRED', 'SCA_ALWAYS'], description: '3-D Secure when the card or region requires it' },
                  },
                },
              },
            },
            experience_context: { ...experienceContext, description: 'Where the buyer comes back to after 3-D Secure' },
          },
        },
      },
    },
    application_context: { ...experienceContext, description: "PayPal's older place for the same addresses" },
  },
});

/**
 * POST /v2/checkout/orders/{id}/confirm-payment-source with a card: what PayPal's card fields send from the browser
 * (the emulator's test-mode card form sends the same). `expiry` is YYYY-MM.
 */
export const PayPalConfirmCardRequest = declareBody('PayPalConfirmCardRequest', {
  type: 'object',
  required: ['payment_source'],
  properties: {
    payment_source: {
      type: 'object',
      required: ['card'],
      properties: {
        card: {
          type: 'object',
          required: ['number', 'expiry'],
          properties: {
            number: { type: 'string', pattern: '^\\d{13,19}$', examples: ['4111111111111111'] },
            expiry: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', examples: ['2030-12'] },
            security_code: { type: 'string', pattern: '^\\d{3,4}$', examples: ['123'] },
            name: { type: 'string', maxLength: 300 },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
});

/** An OAuth 2 client-credentials token (POST /v1/oauth2/token). */
export const PayPalToken = declareBody('PayPalToken', {
  type: 'object',
  required: ['access_token', 'token_type', 'expires_in'],
  properties: {
    scope: { type: 'string' },
    access_token: { type: 'string' },
    token_type: { const: 'Bearer' },
    app_id: { type: 'string' },
    expires_in: { type: 'integer', description: 'Seconds' },
    nonce: { type: 'string' },
  },
  additionalProperties: false,
});

/**
 * A webhook delivery's body: what happened (`event_type`) to which `resource` (a capture, for the events the product
 * reads). PayPal may send more fields (the product reads none of them and passes the event on as it came).
 */
export const PayPalWebhookEvent = declareBody('PayPalWebhookEvent', {
  type: 'object',
  required: ['id', 'event_type', 'resource'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 128, examples: ['WH-COC11055RA711503B-4YM959094A144403T'] },
    event_type: { type: 'string', minLength: 1, maxLength: 64, examples: ['PAYMENT.CAPTURE.COMPLETED'] },
    resource_type: { type: 'string' },
    summary: { type: 'string' },
    resource: {
      type: 'object',
      description: 'The capture (PayPalCapture) for the capture events, the refund (PayPalRefund) for PAYMENT.CAPTURE.REFUNDED',
    },
    create_time: { type: 'string', format: 'date-time' },
    event_version: { type: 'string' },
    resource_version: { type: 'string' },
    links: { type: 'array', items: PayPalLink.schema },
  },
  additionalProperties: true,
});

/** The headers PayPal signs a webhook delivery with, as verify-webhook-signature takes them, and what to verify. */
export const PayPalVerifyWebhookSignatureRequest = declareBody('PayPalVerifyWebhookSignatureRequest', {
  type: 'object',
  required: ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id', 'webhook_event'],
  properties: {
    auth_algo: { type: 'string', minLength: 1 },
    cert_url: { type: 'string', minLength: 1 },
    transmission_id: { type: 'string', minLength: 1 },
    transmission_sig: { type: 'string', minLength: 1 },
    transmission_time: { type: 'string', minLength: 1 },
    webhook_id: { type: 'string', minLength: 1 },
    webhook_event: { type: 'object', description: 'The event as delivered (PayPalWebhookEvent)' },
  },
});

export const PayPalVerifyWebhookSignatureReply = declareBody('PayPalVerifyWebhookSignatureReply', {
  type: 'object',
  required: ['verification_status'],
  properties: { verification_status: { enum: ['SUCCESS', 'FAILURE'] } },
  additionalProperties: false,
});

/** The emulator's simulate-event: PayPal's event type, and (the emulator's own addition) the resource to send. */
export const PayPalSimulateEventRequest = declareBody('PayPalSimulateEventRequest', {
  type: 'object',
  required: ['event_type'],
  properties: {
    event_type: { type: 'string', pattern: '^[A-Z]+(\\.[A-Z_]+)+$', examples: ['PAYMENT.CAPTURE.COMPLETED'] },
    resource: { type: 'object', description: 'Emulator only: the resource the event carries (a sample capture otherwise)' },
  },
});

/** PayPal's error body: `name` is the category, `details[].issue` the precise reason (e.g. INSTRUMENT_DECLINED). */
export const PayPalError = declareBody('PayPalError', {
  type: 'object',
  required: ['name', 'message', 'debug_id'],
  properties: {
    name: { type: 'string', examples: ['UNPROCESSABLE_ENTITY'] },
    message: { type: 'string' },
    debug_id: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['issue'],
        properties: {
          issue: { type: 'string', examples: ['INSTRUMENT_DECLINED'] },
          description: { type: 'string' },
          field: { type: 'string' },
          value: { type: 'string' },
          location: { type: 'string' },
        },
        additionalProperties: false,
      },
    },
    links: { type: 'array', items: PayPalLink.schema },
  },
  additionalProperties: false,
});

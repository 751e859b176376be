import { REFUND_REASON_MAX } from '@evisa/forms';
import { REFUND_RULE_IDS } from '@evisa/forms';
import { declareBody, exactObject, NULLABLE_DATE_TIME } from '../contract/contract.js';
import { applicationFilter, declareListQuery, ID_FILTER, searchFilter } from '../common/list-query.js';

/** PENDING: waiting for staff; REFUNDING: approved, PayPal is refunding it; REFUNDED; DECLINED (with staff's reason). */
const REFUND_REQUEST_STATUSES = ['PENDING', 'REFUNDING', 'REFUNDED', 'DECLINED'] as const;

const money = { type: 'number', minimum: 0 } as const;

const rule = exactObject({
  id: { enum: REFUND_RULE_IDS },
  words: { type: 'string', description: 'The rule as the refund policy page states it' },
});

/** An applicant's refund request, as their tracking page shows it. */
const ApplicantRefundRequest = exactObject({
  status: { enum: REFUND_REQUEST_STATUSES },
  policy_amount: { ...money, description: 'What the policy allowed when it was asked for' },
  amount: { type: ['number', 'null'], description: 'What staff approved (refunded once REFUNDED)' },
  staff_reason: { type: ['string', 'null'], description: "Staff's reason for declining, or for an amount other than the policy's" },
  created_at: { type: 'string', format: 'date-time' },
  decided_at: NULLABLE_DATE_TIME,
});

/** GET /api/india/track/{id}/refund: what the policy refunds now, and the application's latest refund request. */
export const RefundStanding = declareBody(
  'RefundStanding',
  exactObject({
    success: { const: true },
    status: { const: true },
    data: exactObject({
      currency: { type: 'string', examples: ['USD'] },
      paid: { ...money, description: 'The fee paid' },
      refunded: { ...money, description: 'What was refunded of it so far' },
      can_ask: { type: 'boolean', description: 'Whether a refund may be asked for now (paid, not fully refunded, no request open or refunded)' },
      quote: exactObject({ amount: { ...money, description: 'What the policy refunds if asked now' }, rule }),
      request: { anyOf: [ApplicantRefundRequest, { type: 'null' }], description: 'The latest request, if any' },
    }),
  }),
);

/** The applicant's request: the reason (everything else is known from the application). */
export const RefundAsk = declareBody('RefundAsk', {
  type: 'object',
  required: ['reason'],
  properties: {
    reason: {
      type: 'string',
      minLength: 3,
      maxLength: REFUND_REASON_MAX,
      pattern: '\\S',
      errorMessage: `Please tell us why you ask for a refund (3 to ${REFUND_REASON_MAX} characters).`,
    },
  },
  additionalProperties: false,
  errorMessage: { required: { reason: `Please tell us why you ask for a refund (3 to ${REFUND_REASON_MAX} characters).` } },
});

/** A refund request as staff see it (ra-data-simple-rest record). */
export const RefundRequestRecord = declareBody(
  'RefundRequestRecord',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    sku_id: { type: 'string' },
    applicant: { type: ['string', 'null'], description: 'Given name and surname, from the application' },
    status: { enum: REFUND_REQUEST_STATUSES },
    reason: { type: 'string', description: "The applicant's reason" },
    currency: { type: 'string', examples: ['USD'] },
    fee: { ...money, description: 'The fee paid' },
    refunded: { ...money, description: 'What was refunded of that payment so far, by any refund' },
    policy_amount: { ...money, description: 'What the policy allowed when it was asked for' },
    policy_rule: rule,
    amount: { type: ['number', 'null'], description: 'What staff approved' },
    staff_reason: { type: ['string', 'null'] },
    decided_by: { type: ['string', 'null'], description: 'The e-mail of the staff member who decided it' },
    decided_at: NULLABLE_DATE_TIME,
    paypal_refund_id: { type: ['string', 'null'], description: "PayPal's id of the refund it made" },
    bank_reference: {
      type: ['string', 'null'],
      description: "A bank transfer's refund: the bank's reference staff recorded when the business's bank sent it (REFUNDING until then)",
    },
    payment_status: { type: 'string' },
    review_status: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  }),
);

const STAFF_REASON = `Say why, in words the applicant reads (3 to ${REFUND_REASON_MAX} characters)`;

/** Staff's approval: the amount to refund (the policy's, or another with a reason). */
export const RefundApproval = declareBody('RefundApproval', {
  type: 'object',
  required: ['amount'],
  properties: {
    amount: { type: 'number', exclusiveMinimum: 0, maximum: 1000000, errorMessage: 'amount must be a positive amount in whole cents' },
    reason: { type: 'string', maxLength: REFUND_REASON_MAX, description: "Needed when the amount is not the policy's" },
  },
  additionalProperties: false,
  errorMessage: { required: { amount: 'amount must be a positive amount in whole cents' } },
});

/** Staff's refusal, with the reason the applicant is e-mailed. */
export const RefundDecline = declareBody('RefundDecline', {
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 3, maxLength: REFUND_REASON_MAX, pattern: '\\S', errorMessage: STAFF_REASON } },
  additionalProperties: false,
  errorMessage: { required: { reason: STAFF_REASON } },
});

/** A bank transfer's approved refund, sent from the business's bank: the bank's reference of that transfer. */
export const RefundSentByBank = declareBody('RefundSentByBank', {
  type: 'object',
  required: ['bank_reference'],
  properties: {
    bank_reference: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '\\S',
      errorMessage: "bank_reference must be the bank's reference of the refund (1 to 64 characters)",
    },
  },
  additionalProperties: false,
  errorMessage: { required: { bank_reference: "bank_reference must be the bank's reference of the refund (1 to 64 characters)" } },
});

/** The refund requests' list query. */
export const RefundRequestListQuery = declareListQuery('RefundRequestListFilter', {
  sortable: ['created_at', 'updated_at', 'decided_at', 'status', 'sku_id', 'policy_amount', 'amount'],
  defaultSort: 'created_at',
  filter: {
    q: searchFilter("the application id or the applicant's name"),
    status: { type: 'string', description: 'The requests of this status' },
    sku_id: applicationFilter('its requests'),
    id: ID_FILTER,
  },
});

import { declareBody, envelope, exactObject } from '../../contract/contract.js';
import { declareListQuery } from '../../common/list-query.js';

const skuId = { type: 'string', pattern: '\\S', examples: ['K7M2QX9PA4R8TZ3WN'] } as const;
const money = { type: 'number', examples: [80] } as const;

export const ChooseBankTransferRequest = declareBody('ChooseBankTransferRequest', {
  type: 'object',
  required: ['sku_id'],
  properties: { sku_id: skuId },
});

/** The transfer as the applicant sees it: what to send, with which reference, to which account, by when. */
export const BankTransferReply = declareBody(
  'BankTransferReply',
  envelope(
    exactObject({
      sku_id: { type: 'string' },
      reference: { type: 'string', examples: ['EV7K2M9QXPA4'], description: 'The payment reference to give with the transfer' },
      status: {
        enum: ['CREATED', 'COMPLETED', 'VOIDED'],
        description: 'CREATED: awaited; COMPLETED: received, the application is paid; VOIDED: cancelled (see voided_reason)',
      },
      voided_reason: {
        enum: ['fee-changed', 'expired', 'paid-otherwise', null],
        description: 'Why a VOIDED transfer was cancelled: the fee changed, it lapsed, or the application was paid another way',
      },
      fee: money,
      surcharge: { type: 'number', examples: [0], description: 'What paying by bank transfer adds to the fee' },
      amount: { ...money, description: 'The amount to transfer: the fee and the surcharge, fixed when the transfer was chosen' },
      received_amount: { type: 'number', description: 'What staff confirmed as received so far' },
      currency: { type: 'string', examples: ['USD'] },
      expires_at: { type: 'string', format: 'date-time', description: 'The transfer lapses if not received by then' },
      account: exactObject({
        account_name: { type: 'string' },
        iban: { type: 'string' },
        bic: { type: ['string', 'null'] },
        bank_name: { type: ['string', 'null'] },
      }),
    }),
  ),
);

/** A bank transfer as staff see it. */
export const BankTransferRecord = declareBody(
  'BankTransferRecord',
  exactObject({
    id: { type: 'string', description: 'The payment reference' },
    sku_id: { type: 'string' },
    applicant: { type: ['string', 'null'] },
    status: { enum: ['CREATED', 'COMPLETED', 'VOIDED'] },
    voided_reason: { type: ['string', 'null'] },
    amount: money,
    surcharge: { type: 'number' },
    received_amount: { type: 'number' },
    currency: { type: 'string' },
    bank_transaction: { type: ['string', 'null'], description: "The bank's reference of the transfer that paid it" },
    created_at: { type: 'string', format: 'date-time' },
    expires_at: { type: 'string', format: 'date-time' },
  }),
);

export const ConfirmBankTransferRequest = declareBody('ConfirmBankTransferRequest', {
  type: 'object',
  required: ['amount', 'bank_transaction'],
  properties: {
    amount: { type: 'number', exclusiveMinimum: 0, maximum: 100000, description: 'What the bank statement shows as received' },
    bank_transaction: { type: 'string', minLength: 1, maxLength: 64, description: "The bank's reference of the transfer (statement line)" },
  },
  additionalProperties: false,
});

export const ConfirmBankTransferReply = declareBody(
  'ConfirmBankTransferReply',
  exactObject({
    outcome: {
      enum: ['paid', 'short', 'over'],
      description:
        "paid: the amount due; short: less (the applicant is asked for the rest); over: more (refund the difference from the business's account)",
    },
    message: { type: 'string' },
    difference: { type: 'number', description: 'short: what is still due; over: what to give back; paid: 0' },
    transfer: BankTransferRecord.schema,
  }),
);

export const StatementImportRequest = declareBody('StatementImportRequest', {
  type: 'object',
  required: ['csv'],
  properties: {
    csv: {
      type: 'string',
      minLength: 1,
      maxLength: 150_000,
      description:
        'A bank statement (at most 150,000 characters, a JSON body being at most 200 kB): CSV with a header row (an amount column, and reference or description text; date and transaction id when there), or an ISO 20022 CAMT.053 XML document (read when it starts with `<`: booked credit entries, their remittance information and references)',
    },
  },
  additionalProperties: false,
});

/** One credit line of an imported statement and the transfer it matched, for staff to confirm. */
export const StatementLine = declareBody(
  'StatementLine',
  exactObject({
    line: { type: 'integer', description: "Line number in the file (CSV), or the credit entry's number (CAMT.053)" },
    date: { type: ['string', 'null'] },
    amount: { type: 'number' },
    text: { type: 'string', description: "The line's reference and description" },
    bank_transaction: { type: 'string', description: "The bank's transaction id, or one made from the line when the file has none" },
    match: { anyOf: [BankTransferRecord.schema, { type: 'null' }], description: 'The transfer whose reference the line names' },
    outcome: { enum: ['paid', 'short', 'over', 'already-paid', 'cancelled', 'unmatched'], description: 'What confirming the line would do' },
    difference: { type: 'number' },
  }),
);

/** The bank transfers' list query: newest first, always. */
export const BankTransferListQuery = declareListQuery('BankTransferListFilter', {
  sortable: ['created_at'],
  defaultSort: 'created_at',
  filter: {
    q: { type: 'string', description: 'The payment reference, or part of it (any case, spaces aside), or the application id' },
    status: { type: 'string', description: 'The transfers of this status' },
  },
});

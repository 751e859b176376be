import { BadGatewayException, ConflictException, GoneException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { cleanParagraphs, formatMoney, REFUND_RULES, refundQuote, type RefundRuleId } from '@evisa/forms';
import { isSkuId } from '../applications/sku-id.js';
import { ERASED } from '../applications/applications.service.js';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { isUniqueViolation } from '../common/is-unique-violation.js';
import { isUuid } from '../common/is-uuid.js';
import type { ListQueryOf } from '../common/list-query.js';
import { cents, hasWholeCents } from '../common/money.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { MailService } from '../outbox/mail.service.js';
import { refundDeclinedMail } from '../outbox/templates/refund-declined.mail.js';
import { driverFor } from '../payments/payment-methods.js';
import { PayPalApiError, payPalUnavailable } from '../payments/paypal/paypal-api.error.js';
import { PayPalClient } from '../payments/paypal/paypal.client.js';
import type { PublicUser } from '../users/public-user.js';
import { RefundLedgerService } from './refund-ledger.service.js';
import { type RefundApproval, type RefundRequestListQuery, type RefundRequestRecord, type RefundStanding } from './refunds.schemas.js';
import { type RefundableApplication, type RefundRequestListRow, type RefundRequestRow, RefundsRepository } from './refunds.repository.js';
import { apiFailure } from '../i18n/api-messages.js';

type Standing = ReplyOf<typeof RefundStanding>['data'];
type RecordReply = ReplyOf<typeof RefundRequestRecord>;

// An approval PayPal has not answered within this long (a crash between the claim and the answer) may be made again:
// the same PayPal-Request-Id gets PayPal's first answer, never a second refund.
const CLAIM_SECONDS = 120;
const NOT_PAID = 'This application is not paid: there is nothing to refund.';
const FULLY_REFUNDED = 'This application has been refunded in full already.';
const ALREADY_ASKED = 'A refund request for this application is waiting for our team already.';
const REQUEST_REFUNDED = 'Your refund request for this application was approved and refunded already.';
// PayPal's reasons for refusing a refund of more than is left of the capture.
const OVER_REFUND_ISSUES = new Set(['REFUND_AMOUNT_EXCEEDED', 'CAPTURE_FULLY_REFUNDED']);

const ruleOf = (id: string) => REFUND_RULES.find((rule) => rule.id === id) ?? REFUND_RULES[REFUND_RULES.length - 1];

function toRecord(row: RefundRequestListRow): RecordReply {
  return {
    id: row.id,
    sku_id: row.sku_id,
    applicant: row.applicant,
    status: row.status as RecordReply['status'],
    reason: row.reason,
    currency: row.currency,
    fee: row.fee,
    refunded: row.refunded,
    policy_amount: row.policy_amount,
    policy_rule: ruleOf(row.policy_rule),
    amount: row.amount,
    staff_reason: row.staff_reason,
    decided_by: row.decided_by,
    decided_at: row.decided_at?.toISOString() ?? null,
    paypal_refund_id: row.paypal_refund_id,
    bank_reference: row.bank_reference,
    payment_status: row.payment_status,
    review_status: row.review_status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const AWAITING_BANK = "This refund was approved and waits for the bank's reference: record it as sent by the bank.";
const NOT_AWAITING_BANK = 'Only an approved refund of a bank transfer can be recorded as sent by the bank.';

/**
 * Refund requests (issue 26 item 4): the applicant asks from /Track and sees first what the policy gives back;
 * staff approve (the policy's amount, or another with a reason) or decline with a reason. An approval is claimed
 * under the request's row lock, refunded by PayPal with the request's id as PayPal-Request-Id, then recorded in the
 * ledger; two approvals at once refund once.
 */
@Injectable()
export class RefundRequestsService {
  private readonly logger = new Logger(RefundRequestsService.name);

  constructor(
    private readonly refunds: RefundsRepository,
    private readonly ledger: RefundLedgerService,
    private readonly paypal: PayPalClient,
    private readonly auditLogs: AuditLogsService,
    private readonly mail: MailService,
  ) {}

  /** What the policy refunds now, and the latest request (GET /api/india/track/{id}/refund). */
  async standing(skuId: string): Promise<ReplyOf<typeof RefundStanding>> {
    return this.refunds.transaction(async (manager) => ({ success: true, status: true, data: await this.standingOf(manager, skuId) }));
  }

  /** The applicant's request: recorded with what the policy allows now (POST /api/india/track/{id}/refund). */
  async ask(skuId: string, reason: string): Promise<ReplyOf<typeof RefundStanding>> {
    const data = await this.refunds.transaction(async (manager) => {
      const application = await this.applicationOf(manager, skuId, true);
      const payment = application.payment;
      if (!payment || application.payment_status === 'UNPAID') throw new ConflictException(NOT_PAID);
      if (application.payment_status === 'REFUNDED') throw new ConflictException(FULLY_REFUNDED);
      const quote = this.quoteOf(application);
      // The application's row is locked: a second request at once waits here, then finds the first one open.
      const latest = await this.refunds.latestRequest(manager, application.sku_id);
      if (latest?.status === 'PENDING' || latest?.status === 'REFUNDING') throw new ConflictException(ALREADY_ASKED);
      if (latest?.status === 'REFUNDED') throw new ConflictException(REQUEST_REFUNDED);
      try {
        await this.refunds.insertRequest(manager, {
          sku_id: application.sku_id,
          payment_id: payment.id,
          reason: cleanParagraphs(reason),
          currency: payment.currency,
          fee: payment.amount,
          policy_amount: quote.amount,
          policy_rule: quote.rule.id,
        });
      } catch (error) {
        // The unique index on open requests, should the lock ever be bypassed.
        if (isUniqueViolation(error)) throw new ConflictException(ALREADY_ASKED);
        throw error;
      }
      await this.auditLogs.record(
        manager,
        { id: null, email: 'applicant (application id)' },
        {
          action: 'create',
          resource: 'applications',
          record_id: application.sku_id,
          changes: { refund_request: { policy_amount: quote.amount, currency: payment.currency, rule: quote.rule.id } },
        },
      );
      return this.standingOf(manager, skuId);
    });
    return { success: true, status: true, data };
  }

  async list(query: ListQueryOf<typeof RefundRequestListQuery>): Promise<{ rows: RecordReply[]; total: number }> {
    const { rows, total } = await this.refunds.list(query);
    return { rows: rows.map(toRecord), total };
  }

  async findOne(id: string): Promise<RecordReply> {
    const row = isUuid(id) ? await this.refunds.findRecord(id) : null;
    if (!row) throw new NotFoundException('Refund request not found');
    return toRecord(row);
  }

  /**
   * Staff's approval. The request is claimed in one short transaction under its row lock (a second approval at once
   * finds it claimed and is refused), PayPal refunds it (PayPal-Request-Id = the request's id, so a repeated call
   * never refunds twice), and the ledger records the refund.
   */
  async approve(id: string, body: RequestOf<typeof RefundApproval>, staff: PublicUser): Promise<RecordReply> {
    const claim = await this.refunds.transaction(async (manager) => {
      const request = await this.openRequest(manager, id);
      const application = await this.applicationOf(manager, request.sku_id, false);
      const payment = application.payment;
      if (!payment?.capture_id || payment.id !== request.payment_id) throw new ConflictException(NOT_PAID);
      // A method no provider refunds online (a bank transfer): approved here, sent from the business's bank, and
      // recorded once staff give the bank's reference (sentByBank).
      const byBank = !driverFor(payment.method).refundsOnline;
      if (byBank && request.status === 'REFUNDING') throw new ConflictException(AWAITING_BANK);
      // A stale claim is made again with the amount first approved: PayPal answers the same request id with its first refund.
      const amount = request.status === 'REFUNDING' && request.amount !== null ? request.amount : body.amount;
      const staffReason = request.status === 'REFUNDING' ? request.staff_reason : this.approvalReason(request, body);
      const left = payment.amount - payment.refunded;
      if (cents(amount) > cents(left)) {
        throw new ConflictException(`Only ${formatMoney(left, payment.currency)} of this payment is left to refund.`);
      }
      await this.refunds.claim(manager, id, { amount, staffReason, by: staff.email });
      return { request, amount, staffReason, captureId: payment.capture_id, currency: payment.currency, byBank };
    });
    if (claim.byBank) return this.findOne(id);
    let refund;
    try {
      refund = await this.paypal.refundCapture(
        claim.captureId,
        { currency_code: claim.currency, value: claim.amount.toFixed(2) },
        id,
        `Refund for e-Visa application ${claim.request.sku_id}`,
      );
    } catch (error) {
      await this.refunds.release(id);
      if (error instanceof PayPalApiError && error.issue && OVER_REFUND_ISSUES.has(error.issue)) {
        throw new ConflictException(`PayPal refused the refund: ${error.body?.details?.[0]?.description ?? error.issue} Nothing was refunded.`);
      }
      throw payPalUnavailable(this.logger, 'refund', error);
    }
    if (refund.status !== 'COMPLETED' || !refund.amount) {
      // PayPal holds it (PENDING): its webhook records it once it completes; the request stays REFUNDING meanwhile.
      this.logger.warn(`PayPal answered refund ${refund.id} with status ${refund.status}`);
      if (refund.status === 'FAILED' || refund.status === 'CANCELLED') {
        await this.refunds.release(id);
        throw new BadGatewayException(`PayPal did not make the refund (${refund.status}). Nothing was refunded.`);
      }
      return this.findOne(id);
    }
    await this.ledger.record({
      paymentId: claim.request.payment_id,
      paypalRefundId: refund.id,
      amount: Number(refund.amount.value),
      currency: refund.amount.currency_code,
      request: { id },
      taker: { as: 'system', who: staff },
      reason: claim.staffReason,
    });
    return this.findOne(id);
  }

  /** Staff's refusal, with the reason the applicant is e-mailed (once: the request is decided once). */
  async decline(id: string, reason: string, staff: PublicUser): Promise<RecordReply> {
    const text = cleanParagraphs(reason);
    await this.refunds.transaction(async (manager) => {
      const request = await this.openRequest(manager, id);
      if (request.status !== 'PENDING') throw new ConflictException('This refund request is being refunded by PayPal right now.');
      await this.refunds.decline(manager, id, text, staff.email);
      await this.auditLogs.record(manager, staff, {
        action: 'update',
        resource: 'applications',
        record_id: request.sku_id,
        changes: { refund_request: { from: 'PENDING', to: 'DECLINED' }, reason: text },
      });
      const application = await this.refunds.application(manager, request.sku_id);
      const to = application?.data.Email;
      if (application && !application.erased && typeof to === 'string') {
        await this.mail.queue(manager, {
          to,
          template: refundDeclinedMail,
          params: { skuId: request.sku_id, data: application.data, reason: text },
          language: application.language ?? undefined,
        });
      }
    });
    return this.findOne(id);
  }

  /** The dashboard's figures. */
  summary(days: number) {
    return this.refunds.summary(days);
  }

  /** A request staff may still decide: PENDING, or an approval PayPal never answered (its claim lapsed). */
  /**
   * A refund approved for a payment no provider refunds online, sent from the business's bank: recorded with the
   * bank's reference in the ledger (payment state, audit, the applicant's e-mail) as PayPal's refunds are, once.
   */
  async sentByBank(id: string, bankReference: string, staff: PublicUser): Promise<RecordReply> {
    await this.refunds.transaction(async (manager) => {
      const request = isUuid(id) ? await this.refunds.lockRequest(manager, id) : null;
      if (!request) throw new NotFoundException('Refund request not found');
      const application = await this.applicationOf(manager, request.sku_id, false);
      const payment = application.payment;
      if (!payment || payment.id !== request.payment_id) throw new ConflictException(NOT_PAID);
      if (driverFor(payment.method).refundsOnline)
        throw new ConflictException(`This payment is refunded through ${driverFor(payment.method).label}.`);
      if (request.status !== 'REFUNDING' || request.amount === null) throw new ConflictException(NOT_AWAITING_BANK);
      await this.ledger.recordIn(manager, {
        paymentId: payment.id,
        bankReference: bankReference.trim(),
        amount: request.amount,
        currency: payment.currency,
        request: { id },
        taker: { as: 'system', who: staff },
        reason: request.staff_reason,
      });
    });
    return this.findOne(id);
  }

  private async openRequest(manager: EntityManager, id: string): Promise<RefundRequestRow> {
    const request = isUuid(id) ? await this.refunds.lockRequest(manager, id) : null;
    if (!request) throw new NotFoundException('Refund request not found');
    if (request.status === 'REFUNDED' || request.status === 'DECLINED') {
      throw new ConflictException(
        `This refund request was ${request.status.toLowerCase()} already${request.decided_by ? ` by ${request.decided_by}` : ''}.`,
      );
    }
    const claimedFor = request.claimed_at ? (Date.now() - request.claimed_at.getTime()) / 1000 : Infinity;
    if (request.status === 'REFUNDING' && claimedFor < CLAIM_SECONDS) {
      throw new ConflictException(`This refund request is being refunded right now (approved by ${request.decided_by ?? 'someone else'}).`);
    }
    return request;
  }

  /** An amount other than the policy's needs staff's reason (the applicant and the audit log read it). */
  private approvalReason(request: RefundRequestRow, body: RequestOf<typeof RefundApproval>): string | null {
    if (!hasWholeCents(body.amount)) throw new FormValidationException([{ field: 'amount', message: 'amount must be in whole cents' }]);
    const reason = (body.reason && cleanParagraphs(body.reason)) || null;
    if (cents(body.amount) !== cents(request.policy_amount) && (!reason || reason.length < 3)) {
      throw new FormValidationException([
        {
          field: 'reason',
          message: `Say why the refund is ${formatMoney(body.amount, request.currency)} rather than the policy's ${formatMoney(request.policy_amount, request.currency)}.`,
        },
      ]);
    }
    return reason;
  }

  private async applicationOf(manager: EntityManager, skuId: string, lock: boolean): Promise<RefundableApplication> {
    const application = isSkuId(skuId) ? await this.refunds.application(manager, skuId, lock) : null;
    if (!application) throw new NotFoundException(apiFailure('APPLICATION_NOT_FOUND'));
    if (application.erased) throw new GoneException(ERASED);
    return application;
  }

  private quoteOf(application: RefundableApplication): { amount: number; rule: { id: RefundRuleId; words: string } } {
    const payment = application.payment;
    if (!payment || !application.paid_at) return { amount: 0, rule: ruleOf('non_refundable') };
    return refundQuote({
      fee: payment.amount,
      refunded: payment.refunded,
      paidAt: application.paid_at,
      reviewStatus: application.review_status,
      travelDate: application.arrival,
      now: new Date(),
    });
  }

  private async standingOf(manager: EntityManager, skuId: string): Promise<Standing> {
    const application = await this.applicationOf(manager, skuId, false);
    const request = await this.refunds.latestRequest(manager, application.sku_id);
    const payment = application.payment;
    // One refund request per application is granted: after a declined one the applicant may ask again.
    const settled = request !== null && request.status !== 'DECLINED';
    return {
      currency: payment?.currency ?? 'USD',
      paid: payment?.amount ?? 0,
      refunded: payment?.refunded ?? 0,
      can_ask: payment !== null && ['COMPLETED', 'PARTIALLY_REFUNDED'].includes(application.payment_status) && !settled,
      quote: this.quoteOf(application),
      request: request && {
        status: request.status as NonNullable<Standing['request']>['status'],
        policy_amount: request.policy_amount,
        amount: request.amount,
        staff_reason: request.staff_reason,
        created_at: request.created_at.toISOString(),
        decided_at: request.decided_at?.toISOString() ?? null,
      },
    };
  }
}

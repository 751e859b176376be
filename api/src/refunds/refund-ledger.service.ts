import { formatMoney } from '@evisa/forms';
import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApplicationLifeService, type Taker } from '../application-life/application-life.service.js';
import { cents } from '../common/money.js';
import { MailService } from '../outbox/mail.service.js';
import { refundMadeMail } from '../outbox/templates/refund-made.mail.js';
import { RefundsRepository } from './refunds.repository.js';

/**
 * A refund made of one of our payments: PayPal's (its refund id) or sent from the business's bank (the bank's
 * reference), its amount and the request it answers, when one does.
 */
export interface MadeRefund {
  paymentId: string;
  paypalRefundId?: string;
  bankReference?: string;
  amount: number;
  currency: string;
  /** The approved refund request, or null for a refund reported by webhook (found by its REFUNDING request, or made in PayPal's own dashboard). */
  request: { id: string } | null;
  /** Who it is audited as (the staff member who approved it; the system for the webhook). */
  taker: Taker;
  /** Staff's reason for an amount other than the policy's, audited with the refund. */
  reason?: string | null;
}

const OPEN_CASE = ['NEW', 'IN_REVIEW', 'NEEDS_CHANGES', 'READY_TO_SUBMIT'];

/**
 * The refund ledger (payment_refunds): each PayPal refund is recorded once, whichever reports it first (the approval's
 * answer from PayPal, or PayPal's PAYMENT.CAPTURE.REFUNDED webhook); the one that records it moves the payment state
 * (refund or refund_part, audited) and queues the applicant's one e-mail.
 */
@Injectable()
export class RefundLedgerService {
  private readonly logger = new Logger(RefundLedgerService.name);

  constructor(
    private readonly refunds: RefundsRepository,
    private readonly life: ApplicationLifeService,
    private readonly mail: MailService,
  ) {}

  async record(refund: MadeRefund): Promise<void> {
    await this.refunds.transaction((manager) => this.recordIn(manager, refund));
  }

  /** record, within a transaction of the caller's (which checked the request under its own lock). */
  async recordIn(manager: EntityManager, refund: MadeRefund): Promise<void> {
    // The payment's row is the turnstile: two reports of refunds of one payment are recorded one after the other.
    const payment = await this.refunds.lockPayment(manager, refund.paymentId);
    if (!payment) {
      this.logger.error(`A refund ${refund.paypalRefundId ?? refund.bankReference} names no payment of ours`);
      return;
    }
    // The webhook may report an approved request's refund before PayPal's answer to the approval is recorded: the
    // request, claimed at the approval, says who approved it and why, so the audit entry is the approval's own.
    const claimed = refund.request ? null : await this.refunds.refundingRequest(manager, payment.id, refund.amount);
    const request = refund.request ?? claimed;
    const taker: Taker = claimed?.decided_by ? { as: refund.taker.as, who: { id: null, email: claimed.decided_by } } : refund.taker;
    const reason = refund.reason ?? claimed?.staff_reason;
    const recorded = await this.refunds.insertRefund(manager, {
      paymentId: payment.id,
      skuId: payment.sku_id,
      paypalRefundId: refund.paypalRefundId,
      bankReference: refund.bankReference,
      amount: refund.amount,
      currency: refund.currency,
      requestId: request?.id ?? null,
    });
    const answered = request ? await this.refunds.markRefunded(manager, request.id) : false;
    const application = await this.refunds.application(manager, payment.sku_id);
    if (!application || application.erased) return;
    // A request approved before the submission to the government cancels the case.
    const cancelled = answered && OPEN_CASE.includes(application.review_status);
    if (recorded) {
      const refunded = await this.refunds.refundedOf(manager, payment.id);
      const audit = {
        refund: {
          amount: refund.amount,
          currency: refund.currency,
          ...(refund.bankReference ? { bank_reference: refund.bankReference } : { paypal_refund_id: refund.paypalRefundId }),
          request: request?.id ?? null,
        },
        ...(reason ? { reason } : {}),
      };
      await this.life.take(manager, payment.sku_id, cents(refunded) >= cents(payment.amount) ? 'refund' : 'refund_part', taker, { audit });
      const to = application.data.Email;
      if (typeof to === 'string') {
        await this.mail.queue(manager, {
          to,
          template: refundMadeMail,
          params: {
            skuId: payment.sku_id,
            data: application.data,
            amount: formatMoney(refund.amount, refund.currency),
            refunded: formatMoney(refunded, payment.currency),
            paid: formatMoney(payment.amount, payment.currency),
            cancelled,
          },
          language: application.language ?? undefined,
        });
      }
    }
    if (cancelled) await this.life.take(manager, payment.sku_id, 'cancel', taker);
  }
}

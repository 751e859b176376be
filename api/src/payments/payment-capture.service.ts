import { ConflictException, HttpException, HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { formatMoney, type IncompleteStep } from '@evisa/forms';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { ApplicationsService, PAYMENT_IN_PROGRESS } from '../applications/applications.service.js';
import { cents } from '../common/money.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { FeesService } from '../fees/fees.service.js';
import { FormsService } from '../forms/forms.service.js';
import { Payment } from './payment.entity.js';
import { driverFor } from './payment-methods.js';
import { blockedApplication, MAX_FAILED_ATTEMPTS, PaymentLedgerService } from './payment-ledger.service.js';
import { captureRequest, incompleteApplication, ORDER_NOT_FOUND_MESSAGE } from './payment-requests.js';
import type { CapturePaymentRequest, CaptureReply } from './payments.schemas.js';
import { PayPalApiError, payPalUnavailable } from './paypal/paypal-api.error.js';
import { PayPalClient } from './paypal/paypal.client.js';
import type { PayPal } from './paypal/paypal.types.js';

// PayPal's issue codes for a payment the buyer's bank or PayPal refused.
const DECLINE_ISSUES = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED']);
// How long a capture holds an application's answers at most (PayPal answers within its 20 s timeout, twice at most);
// after a crash the hold lapses by itself and a repeated capture asks PayPal again with the same request id.
const CAPTURE_HOLD_S = 120;
// A capture that finds another one under way waits for its answer, polling the database, up to this long.
const CAPTURE_WAIT_MS = 45_000;
const CAPTURE_POLL_MS = 100;
// PayPal's processor response code for a card refused for want of funds.
const INSUFFICIENT_FUNDS_CODE = '5120';
const VOIDED_MESSAGE = 'This payment was cancelled because the application changed after it was started. Please pay again.';

function feeChangedMessage(fee: number | null): string {
  const now = fee === null ? 'no fee can be computed for it now' : `its fee is now ${formatMoney(fee)}`;
  return `Your application was changed after this payment was started, and ${now}. Nothing was charged: please start the payment again.`;
}

/** Why PayPal declined a payment, as far as its answer tells: the applicant is told which. */
type DeclineReason = 'declined' | 'insufficient-funds' | '3ds-failed';

/** The server's message for a declined payment (the site shows it after the spec's 'Payment capture failed.'). */
function declinedMessage(reason: DeclineReason, left: number): string {
  const attempts = `(${left} attempt${left === 1 ? '' : 's'} left)`;
  if (reason === 'insufficient-funds')
    return `Your payment was declined for insufficient funds. Please try another card or payment method ${attempts}.`;
  if (reason === '3ds-failed')
    return `Your card could not be verified (3-D Secure authentication failed). Please try again or use another card ${attempts}.`;
  return `Your payment was declined. Please try another card or payment method ${attempts}.`;
}

type AuthenticationResult = NonNullable<NonNullable<NonNullable<PayPal['Order']['payment_source']>['card']>['authentication_result']>;

/**
 * PayPal's advice on a card's 3-D Secure outcome: do not capture when an enrolled card failed (or was refused, or
 * could not finish) the check, nor when the outcome is unknown. No result: no check was asked for.
 */
function authenticationFailed(result: AuthenticationResult | undefined): boolean {
  if (!result) return false;
  return result.liability_shift === 'UNKNOWN' || (result.liability_shift === 'NO' && result.three_d_secure?.enrollment_status === 'Y');
}

/** Whether PayPal's amount is the one the order was created with. */
export function sameAmount(payment: Payment, amount: PayPal['Amount'] | undefined): boolean {
  return amount?.currency_code === payment.currency && cents(Number(amount.value)) === cents(payment.amount);
}

type CaptureClaim =
  | { outcome: 'claimed'; payment: Payment }
  | { outcome: 'paid'; payment: Payment }
  | { outcome: 'busy' }
  | { outcome: 'fee-changed'; fee: number | null }
  | { outcome: 'incomplete'; steps: IncompleteStep[] };

/**
 * POST capture-Payment: an approved order is captured once; an application is COMPLETED only after a capture of
 * the amount its order was created with, and three declined captures block it.
 */
@Injectable()
export class PaymentCaptureService {
  private readonly logger = new Logger(PaymentCaptureService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationsService,
    private readonly applicationRows: ApplicationsRepository,
    private readonly fees: FeesService,
    private readonly forms: FormsService,
    private readonly paypal: PayPalClient,
    private readonly ledger: PaymentLedgerService,
  ) {}

  /**
   * Captures an approved order once; repeated calls answer the same.
   *
   * The capture first claims the application in one short transaction (its row locked, as saves lock it): it
   * checks that the answers are still complete and the order's amount still their fee, and holds the answers until the
   * capture is settled, so no save can change the fee or undo the payment meanwhile. The hold lives in the
   * database, so captures through several replicas take turns too, and it lapses by itself after a crash.
   */
  async capture(body: RequestOf<typeof CapturePaymentRequest>, mockResponse: string | undefined): Promise<ReplyOf<typeof CaptureReply>> {
    const { orderId, skuId } = captureRequest(body);
    const waitUntil = Date.now() + CAPTURE_WAIT_MS;
    for (;;) {
      const claim = await this.claim(skuId, orderId);
      if (claim.outcome === 'paid') return paidResult(claim.payment);
      if (claim.outcome === 'fee-changed') throw new ConflictException(feeChangedMessage(claim.fee));
      if (claim.outcome === 'incomplete') throw incompleteApplication(claim.steps, 'and pay again: nothing was charged.');
      if (claim.outcome === 'claimed') {
        try {
          return await this.settle(claim.payment, await this.captureAtPayPal(claim.payment, mockResponse));
        } finally {
          await this.applicationRows.releaseHold(skuId);
        }
      }
      // Another capture of this application is under way: its answer is this one's too.
      if (Date.now() > waitUntil) throw new ConflictException(PAYMENT_IN_PROGRESS);
      await new Promise((resolve) => setTimeout(resolve, CAPTURE_POLL_MS));
    }
  }

  private async claim(skuId: string, orderId: string): Promise<CaptureClaim> {
    return this.dataSource.transaction(async (manager): Promise<CaptureClaim> => {
      const { application, held } = await this.applications.lock(manager, skuId);
      const payment = await manager.findOneBy(Payment, { order_id: orderId, sku_id: skuId });
      if (!payment) throw new NotFoundException(ORDER_NOT_FOUND_MESSAGE);
      if (payment.status === 'COMPLETED') return { outcome: 'paid', payment };
      if (held) return { outcome: 'busy' };
      if (payment.status === 'VOIDED') throw new ConflictException(VOIDED_MESSAGE);
      await this.ledger.assertPayable(application, manager);
      // The answers may have changed since the order was made (saves stay open until the capture holds them):
      // checked again under the row lock, so what is paid for is complete and costs what the order says.
      const steps = (await this.forms.version(application.form_version, manager)).incompleteSteps(application.data);
      const fee = await this.fees.feeFor(application, manager);
      // The order's amount is the fee plus the surcharge its method carried when it was made.
      const feeChanged = !fee || cents(fee.amount) !== cents(payment.amount) - cents(payment.surcharge);
      if (steps.length || feeChanged) {
        // The order no longer matches the application: it can never be captured, and a new order is made for it.
        await manager.update(Payment, { id: payment.id }, { status: 'VOIDED' });
        return steps.length ? { outcome: 'incomplete', steps } : { outcome: 'fee-changed', fee: fee?.amount ?? null };
      }
      await this.applicationRows.hold(manager, application.id, CAPTURE_HOLD_S);
      return { outcome: 'claimed', payment };
    });
  }

  private async captureAtPayPal(payment: Payment, mockResponse: string | undefined): Promise<PayPal['Order']> {
    if (driverFor(payment.method).checksAuthentication) await this.assertAuthenticated(payment);
    try {
      // One request id per order and attempt: after a lost answer the retry repeats the request PayPal already
      // answered (and gets that answer, never a second capture); after a decline the next attempt is a new request.
      return await this.paypal.captureOrder(payment.order_id, `${payment.order_id}-capture-${payment.attempts}`, mockResponse);
    } catch (error) {
      if (!(error instanceof PayPalApiError)) throw payPalUnavailable(this.logger, 'capture', error);
      if (error.issue === 'ORDER_ALREADY_CAPTURED') {
        // Captured before without our record of it (e.g. the answer was lost): read what PayPal holds.
        try {
          return await this.paypal.getOrder(payment.order_id);
        } catch (failure) {
          throw payPalUnavailable(this.logger, 'read order', failure);
        }
      }
      if (error.issue === 'ORDER_NOT_APPROVED') {
        throw new ConflictException('The payment has not been approved yet. Please approve it with PayPal, then try again.');
      }
      if (error.issue && DECLINE_ISSUES.has(error.issue)) return this.declined(payment, null, await this.whyDeclined(payment.order_id));
      if (error.status === 404) throw new NotFoundException(ORDER_NOT_FOUND_MESSAGE);
      throw payPalUnavailable(this.logger, 'capture', error);
    }
  }

  private async settle(payment: Payment, order: PayPal['Order']): Promise<ReplyOf<typeof CaptureReply>> {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (capture?.status === 'COMPLETED') {
      if (!sameAmount(payment, capture.amount)) {
        this.logger.error(`Capture of order ${payment.order_id} does not match the amount the order was created with`);
        throw new ConflictException('The captured amount does not match the fee for this application. Please contact us.');
      }
      return paidResult(await this.ledger.complete(payment, capture.id));
    }
    if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') {
      return this.declined(
        payment,
        capture.id,
        capture.processor_response?.response_code === INSUFFICIENT_FUNDS_CODE ? 'insufficient-funds' : 'declined',
      );
    }
    if (capture?.status === 'PENDING') {
      await this.ledger.pending(payment.order_id, capture.id);
      return {
        success: true,
        status: true,
        message: 'PayPal is still processing your payment. You will receive an e-mail once it is complete.',
        data: { sku_id: payment.sku_id, payment_status: 'PENDING', order_id: payment.order_id, capture_id: capture.id },
      };
    }
    throw payPalUnavailable(this.logger, 'capture', new Error(`unexpected capture status ${capture?.status ?? 'none'}`));
  }

  /**
   * A refused instrument may be a card whose 3-D Secure check failed: PayPal keeps the outcome on the order. Read
   * only after a decline; when the order cannot be read the decline is reported as a plain one.
   */
  private async whyDeclined(orderId: string): Promise<DeclineReason> {
    try {
      const shift = (await this.paypal.getOrder(orderId)).payment_source?.card?.authentication_result?.liability_shift;
      return shift === 'NO' || shift === 'UNKNOWN' ? '3ds-failed' : 'declined';
    } catch {
      return 'declined';
    }
  }

  /**
   * A card order's 3-D Secure outcome, read before capturing: a failed check is a declined attempt and nothing is
   * captured (counted once: asking again for the same order answers the same).
   */
  private async assertAuthenticated(payment: Payment): Promise<void> {
    let order: PayPal['Order'];
    try {
      order = await this.paypal.getOrder(payment.order_id);
    } catch (error) {
      if (error instanceof PayPalApiError && error.status === 404) throw new NotFoundException(ORDER_NOT_FOUND_MESSAGE);
      throw payPalUnavailable(this.logger, 'read order', error);
    }
    if (authenticationFailed(order.payment_source?.card?.authentication_result)) {
      await this.declined(payment, null, '3ds-failed', payment.status !== 'DECLINED');
    }
  }

  /** Counts a declined capture once (per attempt), then answers 402, or 409 once the application is blocked. */
  private async declined(payment: Payment, captureId: string | null, reason: DeclineReason, count = true): Promise<never> {
    if (count) await this.ledger.declinedAttempt(payment, captureId);
    const failed = await this.ledger.failedAttempts(payment.sku_id);
    if (failed >= MAX_FAILED_ATTEMPTS) throw blockedApplication();
    throw new HttpException(declinedMessage(reason, MAX_FAILED_ATTEMPTS - failed), HttpStatus.PAYMENT_REQUIRED);
  }
}

/** capture-Payment's answer for a paid order. */
function paidResult(payment: Payment): ReplyOf<typeof CaptureReply> {
  return {
    success: true,
    status: true,
    message: 'Your payment was received. Thank you.',
    data: {
      sku_id: payment.sku_id,
      payment_status: 'COMPLETED',
      order_id: payment.order_id,
      capture_id: payment.capture_id,
      amount: payment.amount,
      currency: payment.currency,
    },
  };
}

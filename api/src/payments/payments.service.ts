import type { IncomingHttpHeaders } from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { FieldError } from '@evisa/forms';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { Application } from '../applications/application.entity.js';
import { ApplicationsService, PAYMENT_IN_PROGRESS_MESSAGE } from '../applications/applications.service.js';
import { FormValidationException } from '../common/FormValidationException.js';
import { APP_CONFIG, type AppConfig } from '../config/appConfig.js';
import { FeesService } from '../fees/fees.service.js';
import { FormsService } from '../forms/forms.service.js';
import { MailService } from '../outbox/mail.service.js';
import { Payment } from './payment.entity.js';
import { PAYMENT_TOKEN_TTL_S, PaymentTokensService } from './paymentTokens.service.js';
import { PayPalApiError } from './paypal/PayPalApiError.js';
import { PayPalClient } from './paypal/paypal.client.js';
import type { PayPalAmount, PayPalLink, PayPalOrder, PayPalWebhookEvent, WebhookSignature } from './paypal/paypal.types.js';
import { PayPalWebhookEventRecord } from './paypal-webhook-event.entity.js';

/** Spec: the application id is blocked after three failed payment attempts. */
export const MAX_FAILED_ATTEMPTS = 3;
export const BLOCKED_MESSAGE = 'Payment attempts exceeded for this application. Please apply again.';
export const AMOUNT_MISMATCH_MESSAGE = 'Amount does not match the fee for this application.';
const PAID_MESSAGE = 'This application has already been paid.';
const ORDER_NOT_FOUND_MESSAGE = 'Order not found for this application.';
const UNAVAILABLE_MESSAGE = 'The payment service did not answer as expected. Please try again in a moment.';
const CURRENCY = 'USD';
// PayPal's issue codes for a payment the buyer's bank or PayPal refused.
const DECLINE_ISSUES = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED']);

const cents = (value: number) => Math.round(value * 100);

// How long a capture holds an application's answers at most (PayPal answers within its 20 s timeout, twice at most);
// after a crash the hold lapses by itself and a repeated capture asks PayPal again with the same request id.
const CAPTURE_HOLD_S = 120;
// A capture that finds another one under way waits for its answer, polling the database, up to this long.
const CAPTURE_WAIT_MS = 45_000;
const CAPTURE_POLL_MS = 100;
const VOIDED_MESSAGE = 'This payment was cancelled because the application changed after it was started. Please pay again.';

function feeChangedMessage(fee: number | null): string {
  const now = fee === null ? 'no fee can be computed for it now' : `its fee is now ${fee.toFixed(2)} ${CURRENCY}`;
  return `Your application was changed after this payment was started, and ${now}. Nothing was charged: please start the payment again.`;
}

type CaptureClaim =
  | { outcome: 'claimed'; payment: Payment }
  | { outcome: 'paid'; payment: Payment }
  | { outcome: 'busy' }
  | { outcome: 'fee-changed'; fee: number | null };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw new BadRequestException('The request body must be a JSON object.');
  return body;
}

/** A non-empty string, trimmed; null for anything else. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

// PayPal ids are short; a longer one cannot be an order of ours (and is not looked up).
const MAX_ID_LENGTH = 64;

function isId(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength;
}

/** A client's amount: a number or a decimal string with at most two decimals; undefined when not sent. */
function clientAmount(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - cents(value)) < 1e-6 ? value : null;
  return typeof value === 'string' && /^\d{1,10}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : null;
}

function sameAmount(payment: Payment, amount: PayPalAmount | undefined): boolean {
  return amount?.currency_code === payment.currency && cents(Number(amount.value)) === cents(payment.amount);
}

/**
 * PayPal payments of applications (DESIGN 'Payments'): the server sets the amount from the fee table, an
 * application is COMPLETED only after a capture of that amount, captures happen once per order, and three declined
 * captures block the application.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @InjectRepository(PayPalWebhookEventRecord) private readonly events: Repository<PayPalWebhookEventRecord>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly applications: ApplicationsService,
    private readonly forms: FormsService,
    private readonly fees: FeesService,
    private readonly paypal: PayPalClient,
    private readonly tokens: PaymentTokensService,
    private readonly mail: MailService,
  ) {}

  /** GET authenticate: a payment access token of this API (never PayPal's) and what the browser needs for PayPal. */
  async authenticate() {
    return {
      success: true,
      status: true,
      accessToken: await this.tokens.issue(),
      expiresIn: PAYMENT_TOKEN_TTL_S,
      clientId: this.paypal.clientId,
      mode: this.paypal.mode,
    };
  }

  /** POST create-Order: a PayPal order for the application's fee, as PayPal returns it ({id, status, links}). */
  async createOrder(body: unknown, requestOrigin: string) {
    const input = asObject(body);
    const skuId = text(input.sku_id);
    const amount = clientAmount(input.amount);
    const errors: FieldError[] = [];
    if (!skuId) errors.push({ field: 'sku_id', message: 'sku_id is required' });
    if (amount === null) errors.push({ field: 'amount', message: 'amount must be a number with at most two decimals' });
    if (input.currency !== undefined && input.currency !== CURRENCY) errors.push({ field: 'currency', message: `currency must be ${CURRENCY}` });
    if (!skuId || errors.length) throw new FormValidationException(errors);

    const application = await this.applications.findBySkuId(skuId);
    await this.assertPayable(application);
    // Complete by the version of the form the application was filled in with.
    const incomplete = (await this.forms.version(application.form_version)).incompleteSteps(application.data);
    if (incomplete.length) {
      throw new ConflictException({
        success: false,
        status: false,
        message: `The application is not complete. Please complete ${incomplete.map((step) => `${step.id} (${step.route})`).join(', ')} before paying.`,
        incompleteSteps: incomplete,
      });
    }
    const fee = await this.fees.feeFor(application);
    if (!fee) throw new ConflictException('No fee is published for the nationality and visa service of this application.');
    if (amount != null && cents(amount) !== cents(fee.amount)) throw new BadRequestException(AMOUNT_MISMATCH_MESSAGE);

    // The emulator is reached by the browser where it reached this API; PayPal sends buyers to the public site.
    const site = this.paypal.mode === 'sandbox-emulator' ? requestOrigin : this.config.publicUrl;
    let order: PayPalOrder;
    try {
      order = await this.paypal.createOrder(
        {
          skuId: application.sku_id,
          amount: fee.amount.toFixed(2),
          currency: CURRENCY,
          description: `e-Visa application ${application.sku_id}: ${String(application.data.Visa_Service ?? 'e-Visa')}`.slice(0, 127),
          returnUrl: `${site}/Payment/${application.sku_id}`,
          cancelUrl: `${site}/Payment/${application.sku_id}`,
        },
        randomUUID(),
      );
    } catch (error) {
      throw this.unavailable('create order', error);
    }
    await this.payments.insert({ order_id: order.id, sku_id: application.sku_id, amount: fee.amount, currency: CURRENCY, status: 'CREATED' });
    const links = this.paypal.mode === 'sandbox-emulator' ? order.links.map((link) => rebase(link, site)) : order.links;
    return { success: true, id: order.id, status: order.status, links };
  }

  /**
   * POST capture-Payment: captures an approved order once; repeated calls answer the same.
   *
   * The capture first claims the application in one short transaction (its row locked, as saves lock it): it
   * checks that the order's amount is still the fee of what the application says and holds the answers until the
   * capture is settled, so no save can change the fee or undo the payment meanwhile. The hold lives in the
   * database, so captures through several replicas take turns too, and it lapses by itself after a crash.
   */
  async capture(body: unknown, mockResponse: string | undefined) {
    const input = asObject(body);
    const orderId = text(input.orderID);
    const skuId = text(input.sku_id);
    const errors: FieldError[] = [];
    if (!orderId) errors.push({ field: 'orderID', message: 'orderID is required' });
    if (!skuId) errors.push({ field: 'sku_id', message: 'sku_id is required' });
    if (!orderId || !skuId) throw new FormValidationException(errors);
    if (orderId.length > MAX_ID_LENGTH) throw new NotFoundException(ORDER_NOT_FOUND_MESSAGE);

    const waitUntil = Date.now() + CAPTURE_WAIT_MS;
    for (;;) {
      const claim = await this.claim(skuId, orderId);
      if (claim.outcome === 'paid') return this.paidResult(claim.payment);
      if (claim.outcome === 'fee-changed') throw new ConflictException(feeChangedMessage(claim.fee));
      if (claim.outcome === 'claimed') {
        try {
          return await this.settle(claim.payment, await this.captureAtPayPal(claim.payment, mockResponse));
        } finally {
          await this.dataSource.query(`UPDATE applications SET payment_hold_until = NULL WHERE sku_id = $1`, [skuId]);
        }
      }
      // Another capture of this application is under way: its answer is this one's too.
      if (Date.now() > waitUntil) throw new ConflictException(PAYMENT_IN_PROGRESS_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, CAPTURE_POLL_MS));
    }
  }

  private async claim(skuId: string, orderId: string): Promise<CaptureClaim> {
    const claim = await this.dataSource.transaction(async (manager): Promise<CaptureClaim> => {
      const { application, held } = await this.applications.lock(manager, skuId);
      const payment = await manager.findOneBy(Payment, { order_id: orderId, sku_id: skuId });
      if (!payment) throw new NotFoundException(ORDER_NOT_FOUND_MESSAGE);
      if (payment.status === 'COMPLETED') return { outcome: 'paid', payment };
      if (held) return { outcome: 'busy' };
      if (payment.status === 'VOIDED') throw new ConflictException(VOIDED_MESSAGE);
      await this.assertPayable(application, manager);
      const fee = await this.fees.feeFor(application, manager);
      if (!fee || cents(fee.amount) !== cents(payment.amount)) {
        // The order no longer matches the application: it can never be captured, and a new order takes the new fee.
        await manager.update(Payment, { id: payment.id }, { status: 'VOIDED' });
        return { outcome: 'fee-changed', fee: fee?.amount ?? null };
      }
      await manager.query(`UPDATE applications SET payment_hold_until = now() + make_interval(secs => $2) WHERE id = $1`, [
        application.id,
        CAPTURE_HOLD_S,
      ]);
      return { outcome: 'claimed', payment };
    });
    return claim;
  }

  /** POST paypal-webhook: acts on PAYMENT.CAPTURE.COMPLETED / DENIED once PayPal confirms the signature. */
  async webhook(headers: IncomingHttpHeaders, body: unknown) {
    const signature = readSignature(headers);
    if (!signature) throw new BadRequestException('The PayPal signature headers are missing.');
    if (!isObject(body) || !isId(body.id, 128) || !isId(body.event_type, 64) || !isObject(body.resource)) {
      throw new BadRequestException('The request body is not a PayPal webhook event.');
    }
    const event = body as unknown as PayPalWebhookEvent;
    if (!this.paypal.webhookId) throw new NotFoundException('PayPal webhooks are not configured (PAYPAL_WEBHOOK_ID).');
    let verified: boolean;
    try {
      verified = await this.paypal.verifyWebhookSignature(signature, event);
    } catch (error) {
      throw this.unavailable('verify webhook', error);
    }
    if (!verified) throw new BadRequestException('The webhook signature could not be verified.');
    if (await this.events.existsBy({ id: event.id })) return { success: true, status: true, message: 'Event already processed.' };

    const resource = event.resource;
    const orderId = relatedOrderId(resource);
    const captureId = isId(resource.id, MAX_ID_LENGTH) ? resource.id : null;
    const payment = orderId ? await this.payments.findOneBy({ order_id: orderId }) : null;
    let message = 'Event ignored.';
    if (payment && captureId && event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
      if (sameAmount(payment, resource.amount as PayPalAmount | undefined)) {
        await this.complete(payment, captureId);
        message = 'Payment completed.';
      } else {
        this.logger.error(`Webhook capture of order ${payment.order_id} does not match the amount the order was created with`);
        message = 'Amount does not match the order; ignored.';
      }
    } else if (payment && captureId && event.event_type === 'PAYMENT.CAPTURE.DENIED') {
      await this.payments
        .createQueryBuilder()
        .update(Payment)
        .set({ status: 'DECLINED', capture_id: captureId, attempts: () => 'attempts + 1' })
        .where(`order_id = :orderId AND status <> 'COMPLETED' AND capture_id IS DISTINCT FROM :captureId`, { orderId: payment.order_id, captureId })
        .execute();
      message = 'Declined capture recorded.';
    }
    // Recorded after acting: a failure above lets PayPal's retry act again, and acting is idempotent.
    await this.events.createQueryBuilder().insert().values({ id: event.id, event_type: event.event_type, order_id: orderId }).orIgnore().execute();
    return { success: true, status: true, message };
  }

  private async assertPayable(application: Application, manager?: EntityManager): Promise<void> {
    if (application.payment_status === 'COMPLETED') throw new ConflictException(PAID_MESSAGE);
    if ((await this.failedAttempts(application.sku_id, manager)) >= MAX_FAILED_ATTEMPTS) throw new ConflictException(BLOCKED_MESSAGE);
  }

  private async failedAttempts(skuId: string, manager?: EntityManager): Promise<number> {
    const row = await (manager?.getRepository(Payment) ?? this.payments)
      .createQueryBuilder('payment')
      .select('COALESCE(SUM(payment.attempts), 0)', 'failed')
      .where('payment.sku_id = :skuId', { skuId })
      .getRawOne<{ failed: string | number }>();
    return Number(row?.failed ?? 0);
  }

  private async captureAtPayPal(payment: Payment, mockResponse: string | undefined): Promise<PayPalOrder> {
    try {
      // One request id per order and attempt: after a lost answer the retry repeats the request PayPal already
      // answered (and gets that answer, never a second capture); after a decline the next attempt is a new request.
      return await this.paypal.captureOrder(payment.order_id, `${payment.order_id}-capture-${payment.attempts}`, mockResponse);
    } catch (error) {
      if (!(error instanceof PayPalApiError)) throw this.unavailable('capture', error);
      if (error.issue === 'ORDER_ALREADY_CAPTURED') {
        // Captured before without our record of it (e.g. the answer was lost): read what PayPal holds.
        try {
          return await this.paypal.getOrder(payment.order_id);
        } catch (failure) {
          throw this.unavailable('read order', failure);
        }
      }
      if (error.issue === 'ORDER_NOT_APPROVED') {
        throw new ConflictException('The payment has not been approved yet. Please approve it with PayPal, then try again.');
      }
      if (error.issue && DECLINE_ISSUES.has(error.issue)) return this.declined(payment, null);
      if (error.status === 404) throw new NotFoundException(ORDER_NOT_FOUND_MESSAGE);
      throw this.unavailable('capture', error);
    }
  }

  private async settle(payment: Payment, order: PayPalOrder) {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (capture?.status === 'COMPLETED') {
      if (!sameAmount(payment, capture.amount)) {
        this.logger.error(`Capture of order ${payment.order_id} does not match the amount the order was created with`);
        throw new ConflictException('The captured amount does not match the fee for this application. Please contact us.');
      }
      return this.paidResult(await this.complete(payment, capture.id));
    }
    if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') return this.declined(payment, capture.id);
    if (capture?.status === 'PENDING') {
      await this.payments
        .createQueryBuilder()
        .update(Payment)
        .set({ status: 'PENDING', capture_id: capture.id })
        .where(`order_id = :orderId AND status <> 'COMPLETED'`, { orderId: payment.order_id })
        .execute();
      return {
        success: true,
        status: true,
        message: 'PayPal is still processing your payment. You will receive an e-mail once it is complete.',
        data: { sku_id: payment.sku_id, payment_status: 'PENDING', order_id: payment.order_id, capture_id: capture.id },
      };
    }
    throw this.unavailable('capture', new Error(`unexpected capture status ${capture?.status ?? 'none'}`));
  }

  /** Counts a declined capture once (per attempt), then answers 402, or 409 once the application is blocked. */
  private async declined(payment: Payment, captureId: string | null): Promise<never> {
    await this.payments
      .createQueryBuilder()
      .update(Payment)
      .set({ status: 'DECLINED', attempts: () => 'attempts + 1', ...(captureId ? { capture_id: captureId } : {}) })
      .where(`order_id = :orderId AND attempts = :seen AND status <> 'COMPLETED'`, { orderId: payment.order_id, seen: payment.attempts })
      .execute();
    const failed = await this.failedAttempts(payment.sku_id);
    if (failed >= MAX_FAILED_ATTEMPTS) throw new ConflictException(BLOCKED_MESSAGE);
    const left = MAX_FAILED_ATTEMPTS - failed;
    throw new HttpException(
      `Your payment was declined. Please try another card or payment method (${left} attempt${left === 1 ? '' : 's'} left).`,
      HttpStatus.PAYMENT_REQUIRED,
    );
  }

  /** Marks the order and its application paid; only the call that makes the change queues the receipt. */
  private async complete(payment: Payment, captureId: string): Promise<Payment> {
    await this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Payment)
        .set({ status: 'COMPLETED', capture_id: captureId })
        .where(`order_id = :orderId AND status <> 'COMPLETED'`, { orderId: payment.order_id })
        .execute();
      if (!result.affected) return;
      // paid_at by the database clock, the same for every replica: an urgent application's deadline counts from it.
      await manager.update(Application, { sku_id: payment.sku_id }, { payment_status: 'COMPLETED', paid_at: () => 'now()' });
      await this.queueReceipt(manager, await manager.findOneByOrFail(Payment, { order_id: payment.order_id }));
    });
    return this.payments.findOneByOrFail({ order_id: payment.order_id });
  }

  /** Queued with the change that marks the payment complete, so a receipt exists exactly for each payment made. */
  private async queueReceipt(manager: EntityManager, payment: Payment): Promise<void> {
    const application = await manager.findOneByOrFail(Application, { sku_id: payment.sku_id });
    const { Email, Given_Name, Surname } = application.data;
    if (typeof Email !== 'string') return;
    await this.mail.queue(manager, {
      to: Email,
      subject: `Payment received for e-Visa application ${payment.sku_id}`,
      text: [
        `Dear ${String(Given_Name ?? '')} ${String(Surname ?? '')},`.replace(/\s+,/, ','),
        '',
        `we have received your payment of ${payment.amount.toFixed(2)} ${payment.currency} for the e-Visa application ${payment.sku_id}.`,
        `PayPal order: ${payment.order_id}`,
        `PayPal transaction: ${payment.capture_id}`,
        '',
        'Our team now rechecks your application and will write to you at this address. Please keep this e-mail as your receipt.',
      ].join('\n'),
    });
  }

  private paidResult(payment: Payment) {
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

  private unavailable(action: string, error: unknown): BadGatewayException {
    const detail = error instanceof PayPalApiError ? `${error.message} (debug_id ${error.debugId ?? 'none'})` : error instanceof Error ? error.message : 'unknown error';
    this.logger.warn(`PayPal ${action} failed: ${detail}`);
    return new BadGatewayException(UNAVAILABLE_MESSAGE);
  }
}

/** A PayPal link moved onto the origin the browser reached this API at (emulator mode only). */
function rebase(link: PayPalLink, origin: string): PayPalLink {
  const url = new URL(link.href);
  return { ...link, href: `${origin}${url.pathname}${url.search}` };
}

function readSignature(headers: IncomingHttpHeaders): WebhookSignature | null {
  const read = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : null;
  };
  const signature = {
    auth_algo: read('paypal-auth-algo'),
    cert_url: read('paypal-cert-url'),
    transmission_id: read('paypal-transmission-id'),
    transmission_sig: read('paypal-transmission-sig'),
    transmission_time: read('paypal-transmission-time'),
  };
  return Object.values(signature).every(Boolean) ? (signature as WebhookSignature) : null;
}

function relatedOrderId(resource: Record<string, unknown>): string | null {
  const supplementary = resource.supplementary_data;
  const related = isObject(supplementary) ? supplementary.related_ids : undefined;
  return isObject(related) && isId(related.order_id, MAX_ID_LENGTH) ? related.order_id : null;
}

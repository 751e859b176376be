import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@evisa/api/config/app-config.js';
import type { PayPal } from '@evisa/api/payments/paypal/paypal.types.js';

import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET, EMULATOR_WEBHOOK_ID } from '@evisa/api/payments/paypal/paypal-emulator-credentials.js';
import { PayPalEmulatorError, paypalError } from './paypal-emulator.error.js';
import { cardBrand, expired, luhnValid, TEST_CARDS } from './test-cards.js';

const TOKEN_TTL_S = 32_400; // PayPal's own lifetime for client-credentials tokens
// Orders, events and remembered answers are kept this long, as a sandbox keeps them for a while.
const KEEP_DAYS = 30;
// Old rows are swept now and then, by whichever replica draws the lot.
const SWEEP_CHANCE = 0.01;
const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** What the buyer can do on the approval page: pay, cancel, or pay with a funding source that will be declined. */
export const BUYER_CHOICES = ['approve', 'cancel', 'insufficient-funds', 'card-declined', '3ds-failed'] as const;
export type BuyerChoice = (typeof BUYER_CHOICES)[number];
type Decline = Exclude<BuyerChoice, 'approve' | 'cancel'>;

interface EmulatedOrder {
  order: Required<Pick<PayPal['Order'], 'id' | 'status' | 'intent' | 'purchase_units' | 'create_time' | 'update_time'>> &
    Pick<PayPal['Order'], 'payer' | 'payment_source'>;
  returnUrl?: string;
  cancelUrl?: string;
  /** The decline the buyer chose on the approval page, which the next capture answers with. */
  decline?: Decline;
}

export interface EmulatorReply {
  status: number;
  body: unknown;
}

export type ApprovalResult =
  | {
      state: 'choose' | 'approved' | 'cancelled' | 'already-approved' | 'already-captured';
      amount: PayPal['Amount'];
      orderId: string;
      returnUrl?: string;
    }
  | { state: 'not-found' };

export type ChallengeResult =
  { state: 'verify' | 'passed' | 'failed' | 'done'; amount: PayPal['Amount']; orderId: string; card: string } | { state: 'not-found' };

function challengeResult(emulated: EmulatedOrder, state: 'verify' | 'passed' | 'failed' | 'done'): ChallengeResult {
  const card = emulated.order.payment_source?.card;
  return {
    state,
    amount: emulated.order.purchase_units[0].amount!,
    orderId: emulated.order.id,
    card: `${card?.brand ?? 'Card'} ${card?.last_digits ?? ''}`.trim(),
  };
}

/** Where the buyer goes after a choice: PayPal adds the order's token (and PayerID once approved) to the merchant's address. */
function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.href;
}

interface OrderRow {
  order: EmulatedOrder['order'];
  return_url: string | null;
  cancel_url: string | null;
  decline: Decline | null;
}

function emulatedOrder(row: OrderRow): EmulatedOrder {
  return { order: row.order, returnUrl: row.return_url ?? undefined, cancelUrl: row.cancel_url ?? undefined, decline: row.decline ?? undefined };
}

function paypalId(length = 17): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

function debugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

function invalid(field: string, issue: string, description: string, value?: unknown): PayPalEmulatorError {
  return paypalError(400, 'INVALID_REQUEST', debugId(), {
    field,
    location: 'body',
    issue,
    description,
    ...(value === undefined ? {} : { value: String(value) }),
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The http(s) address a buyer may be sent back to; anything else is dropped. */
function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const toCents = (value: string) => Math.round(Number(value) * 100);

function notFound(): PayPalEmulatorError {
  return paypalError(404, 'RESOURCE_NOT_FOUND', debugId(), {
    issue: 'INVALID_RESOURCE_ID',
    description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  });
}

/**
 * PayPal's REST contract, emulated for test mode in the database's own tables (so every replica sees the same
 * sandbox): OAuth client credentials, Orders v2 with buyer approval,
 * PayPal-Request-Id idempotency, PayPal-Mock-Response negative testing, and signed webhooks with their verification.
 */
@Injectable()
export class PayPalEmulatorService {
  private readonly logger = new Logger(PayPalEmulatorService.name);
  private readonly webhookId: string;
  private signingKey: Promise<Buffer> | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.webhookId = config.paypal.webhookId ?? EMULATOR_WEBHOOK_ID;
  }

  /** POST /v1/oauth2/token with HTTP basic client credentials and grant_type=client_credentials. */
  async issueToken(authorization: string | undefined, grantType: string | null): Promise<EmulatorReply> {
    const [scheme, encoded = ''] = (authorization ?? '').split(' ');
    const [id, secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
    if (scheme !== 'Basic' || id !== EMULATOR_CLIENT_ID || secret !== EMULATOR_CLIENT_SECRET) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    if (grantType !== 'client_credentials') {
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: grantType ? 'Grant Type is not supported' : 'Grant Type is NULL' },
      };
    }
    const token = `A21AA${randomBytes(32).toString('base64url')}`;
    await this.dataSource.query(`DELETE FROM "paypal_emulator_tokens" WHERE "expires_at" < now()`);
    await this.dataSource.query(`INSERT INTO "paypal_emulator_tokens" ("token", "expires_at") VALUES ($1, now() + make_interval(secs => $2))`, [
      token,
      TOKEN_TTL_S,
    ]);
    const body: PayPal['Token'] = {
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX-EMULATOR',
      expires_in: TOKEN_TTL_S,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    };
    return { status: 200, body };
  }

  /** Every REST call but the token itself needs a bearer token the emulator issued. */
  async authenticate(authorization: string | undefined): Promise<void> {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const valid = token
      ? await this.dataSource.query(`SELECT 1 FROM "paypal_emulator_tokens" WHERE "token" = $1 AND "expires_at" > now()`, [token])
      : [];
    if (valid.length === 0) throw paypalError(401, 'AUTHENTICATION_FAILURE', debugId());
  }

  /** POST /v2/checkout/orders: a CAPTURE order with one purchase unit, CREATED and waiting for the buyer. */
  async createOrder(body: PayPal['CreateOrderRequest'], requestId: string | undefined, base: string): Promise<EmulatorReply> {
    const replay = requestId ? await this.reply(this.dataSource.manager, `create:${requestId}`) : null;
    if (replay) return { status: 200, body: replay.body };
    // The body passed PayPal['CreateOrderRequest'] (one CAPTURE purchase unit with a well-formed amount); PayPal also
    // refuses a zero amount.
    const unit = body.purchase_units[0];
    const amount = unit.amount;
    if (Number(amount.value) <= 0) {
      throw invalid(
        "/purchase_units/@reference_id=='default'/amount/value",
        'INVALID_PARAMETER_VALUE',
        'The amount must be a positive decimal with at most two decimals.',
        amount.value,
      );
    }
    const card = body.payment_source?.card;
    const context = body.payment_source?.paypal?.experience_context ?? card?.experience_context ?? body.application_context;
    const now = new Date().toISOString();
    const id = paypalId();
    const emulated: EmulatedOrder = {
      order: {
        id,
        status: 'CREATED',
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: unit.reference_id ?? 'default',
            custom_id: unit.custom_id,
            description: unit.description,
            amount: { currency_code: amount.currency_code, value: amount.value },
          },
        ],
        // A card order: the card fields confirm the card later (confirm-payment-source).
        ...(card ? { payment_source: { card: {} } } : {}),
        create_time: now,
        update_time: now,
      },
      returnUrl: safeUrl(context?.return_url),
      cancelUrl: safeUrl(context?.cancel_url),
    };
    this.sweep();
    await this.dataSource.query(`INSERT INTO "paypal_emulator_orders" ("id", "order", "return_url", "cancel_url") VALUES ($1, $2, $3, $4)`, [
      id,
      JSON.stringify(emulated.order),
      emulated.returnUrl ?? null,
      emulated.cancelUrl ?? null,
    ]);
    const reply = { status: 201, body: { id, status: 'CREATED', links: this.links(id, 'CREATED', base) } };
    // Two requests with one PayPal-Request-Id at once: the first answer recorded is the one both get.
    if (requestId && !(await this.remember(this.dataSource.manager, `create:${requestId}`, reply))) {
      await this.dataSource.query(`DELETE FROM "paypal_emulator_orders" WHERE "id" = $1`, [id]);
      const first = await this.reply(this.dataSource.manager, `create:${requestId}`);
      return { status: 200, body: first!.body };
    }
    return reply;
  }

  /** GET /v2/checkout/orders/{id}. */
  async getOrder(id: string, base: string): Promise<EmulatorReply> {
    const emulated = await this.find(this.dataSource.manager, id, false);
    if (!emulated) throw notFound();
    return { status: 200, body: this.representation(emulated, base) };
  }

  /** The approval page as the buyer opens it: the order and what can still be done with it. */
  async checkout(id: string): Promise<ApprovalResult> {
    const emulated = await this.find(this.dataSource.manager, id, false);
    if (!emulated) return { state: 'not-found' };
    const { order } = emulated;
    const result = { amount: order.purchase_units[0].amount!, orderId: id, returnUrl: emulated.returnUrl };
    if (order.status === 'COMPLETED') return { state: 'already-captured', ...result };
    if (order.status === 'APPROVED') return { state: 'already-approved', ...result };
    return { state: 'choose', ...result };
  }

  /**
   * The buyer's choice on the approval page, as logging in at PayPal and pressing "Pay" (or "Cancel") would give
   * it. A decline is chosen here but, as at PayPal, only the capture finds it out. Answers where the buyer goes next:
   * the merchant's return_url (token and PayerID added) or cancel_url (token added), or a page when there is none.
   */
  choose(id: string, choice: BuyerChoice): Promise<ApprovalResult & { redirect?: string }> {
    return this.dataSource.transaction(async (manager) => {
      const emulated = await this.find(manager, id, true);
      if (!emulated) return { state: 'not-found' };
      const { order } = emulated;
      const result = { amount: order.purchase_units[0].amount!, orderId: id, returnUrl: emulated.returnUrl };
      if (order.status === 'COMPLETED') return { state: 'already-captured', ...result };
      if (order.status === 'APPROVED') return { state: 'already-approved', ...result };
      if (choice === 'cancel') {
        return { state: 'cancelled', ...result, redirect: emulated.cancelUrl && withQuery(emulated.cancelUrl, { token: id }) };
      }
      order.status = 'APPROVED';
      order.update_time = new Date().toISOString();
      order.payer = {
        payer_id: paypalId(13),
        email_address: 'sb-buyer@personal.example.com',
        name: { given_name: 'Sandbox', surname: 'Buyer' },
      };
      // The buyer paid by card: its 3-D Secure outcome is on the order, as PayPal reports it.
      order.payment_source = {
        card: {
          brand: 'VISA',
          last_digits: choice === 'insufficient-funds' ? '0051' : choice === 'card-declined' ? '0002' : '1111',
          authentication_result:
            choice === '3ds-failed'
              ? { liability_shift: 'NO', three_d_secure: { enrollment_status: 'Y', authentication_status: 'N' } }
              : { liability_shift: 'POSSIBLE', three_d_secure: { enrollment_status: 'Y', authentication_status: 'Y' } },
        },
      };
      await this.save(manager, order, choice === 'approve' ? null : choice);
      const redirect = emulated.returnUrl && withQuery(emulated.returnUrl, { token: id, PayerID: order.payer.payer_id! });
      return { state: 'approved', ...result, redirect };
    });
  }

  /**
   * POST /v2/checkout/orders/{id}/confirm-payment-source with a card, as PayPal's card fields send it from the
   * browser: the order is APPROVED, or PAYER_ACTION_REQUIRED with a 'payer-action' link to the 3-D Secure challenge
   * when the card asks for one. Only the brand and last digits are kept. A decline the card carries shows at the capture.
   */
  confirmCard(id: string, card: PayPal['ConfirmCardRequest']['payment_source']['card'], base: string): Promise<EmulatorReply> {
    return this.dataSource.transaction(async (manager) => {
      const emulated = await this.find(manager, id, true);
      if (!emulated) throw notFound();
      const { order } = emulated;
      if (order.status === 'COMPLETED') {
        throw paypalError(422, 'UNPROCESSABLE_ENTITY', debugId(), { issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' });
      }
      if (!luhnValid(card.number)) {
        throw invalid('/payment_source/card/number', 'INVALID_PARAMETER_VALUE', 'The card number is not valid.');
      }
      if (expired(card.expiry)) {
        throw paypalError(422, 'UNPROCESSABLE_ENTITY', debugId(), { issue: 'CARD_EXPIRED', description: 'The card is expired.' });
      }
      const behaviour = TEST_CARDS[card.number] ?? 'approve';
      const challenge = behaviour === '3ds' || behaviour === '3ds-failed';
      order.status = challenge ? 'PAYER_ACTION_REQUIRED' : 'APPROVED';
      order.update_time = new Date().toISOString();
      order.payment_source = { card: { brand: cardBrand(card.number), last_digits: card.number.slice(-4) } };
      await this.save(manager, order, behaviour === 'approve' || behaviour === '3ds' ? null : behaviour);
      return { status: 200, body: this.representation({ ...emulated, order }, base) };
    });
  }

  /** The 3-D Secure challenge as the buyer opens its payer-action link. */
  async challenge(id: string): Promise<ChallengeResult> {
    const emulated = await this.find(this.dataSource.manager, id, false);
    return emulated ? challengeResult(emulated, emulated.order.status === 'PAYER_ACTION_REQUIRED' ? 'verify' : 'done') : { state: 'not-found' };
  }

  /**
   * The buyer completes the challenge: the card's bank passes it (liability shifts) or fails it, PayPal records the
   * outcome on the order, APPROVED, and sends the buyer back to the merchant's return_url with the order's token.
   */
  completeChallenge(id: string): Promise<ChallengeResult & { redirect?: string }> {
    return this.dataSource.transaction(async (manager) => {
      const emulated = await this.find(manager, id, true);
      if (!emulated) return { state: 'not-found' as const };
      const { order } = emulated;
      if (order.status !== 'PAYER_ACTION_REQUIRED') return challengeResult(emulated, 'done');
      const passed = emulated.decline !== '3ds-failed';
      order.status = 'APPROVED';
      order.update_time = new Date().toISOString();
      order.payment_source = {
        card: {
          ...order.payment_source?.card,
          authentication_result: passed
            ? { liability_shift: 'POSSIBLE', three_d_secure: { enrollment_status: 'Y', authentication_status: 'Y' } }
            : { liability_shift: 'NO', three_d_secure: { enrollment_status: 'Y', authentication_status: 'N' } },
        },
      };
      await this.save(manager, order);
      const redirect = emulated.returnUrl && withQuery(emulated.returnUrl, { token: id });
      return { ...challengeResult(emulated, passed ? 'passed' : 'failed'), redirect };
    });
  }

  /**
   * POST /v2/checkout/orders/{id}/capture. A repeated PayPal-Request-Id gets the first successful answer again;
   * otherwise an order is captured once: the order's row is locked for the capture, so two captures at once on
   * any replicas follow one another and the second finds it captured. Also returns the webhook event PayPal would
   * send for a new capture.
   */
  capture(
    id: string,
    requestId: string | undefined,
    mockHeader: string | undefined,
    base: string,
  ): Promise<EmulatorReply & { event?: PayPal['WebhookEvent'] }> {
    return this.dataSource.transaction((manager) => this.captureLocked(manager, id, requestId, mockHeader, base));
  }

  private async captureLocked(
    manager: EntityManager,
    id: string,
    requestId: string | undefined,
    mockHeader: string | undefined,
    base: string,
  ): Promise<EmulatorReply & { event?: PayPal['WebhookEvent'] }> {
    const emulated = await this.find(manager, id, true);
    const replay = requestId ? await this.reply(manager, `capture:${id}:${requestId}`) : null;
    if (replay) return replay;
    if (!emulated) throw notFound();
    const { order } = emulated;
    if (order.status === 'COMPLETED') {
      throw paypalError(422, 'UNPROCESSABLE_ENTITY', debugId(), {
        issue: 'ORDER_ALREADY_CAPTURED',
        description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      });
    }
    if (order.status !== 'APPROVED') {
      throw paypalError(422, 'UNPROCESSABLE_ENTITY', debugId(), {
        issue: 'ORDER_NOT_APPROVED',
        description:
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      });
    }
    const mockCode = this.mockCode(mockHeader);
    if (mockCode) {
      throw paypalError(422, 'UNPROCESSABLE_ENTITY', debugId(), {
        issue: mockCode,
        description:
          mockCode === 'INSTRUMENT_DECLINED'
            ? "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment."
            : `Mocked failure ${mockCode}.`,
      });
    }
    if (emulated.decline === 'card-declined' || emulated.decline === '3ds-failed') {
      // As PayPal: 422 INSTRUMENT_DECLINED, and the order goes back to the buyer to approve with another card.
      order.status = 'CREATED';
      order.update_time = new Date().toISOString();
      delete order.payer;
      await this.save(manager, order, null);
      const declined = paypalError(422, 'UNPROCESSABLE_ENTITY', debugId(), {
        issue: 'INSTRUMENT_DECLINED',
        description: "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      });
      return { status: declined.status, body: declined.body };
    }
    const now = new Date().toISOString();
    const unit = order.purchase_units[0];
    const captureId = paypalId();
    // A card the bank refuses for want of funds: PayPal answers 201 with the capture DECLINED and the processor's code.
    const insufficient = emulated.decline === 'insufficient-funds';
    const capture: PayPal['Capture'] = {
      id: captureId,
      status: insufficient ? 'DECLINED' : 'COMPLETED',
      ...(insufficient ? { processor_response: { avs_code: 'Y', cvv_code: 'M', response_code: '5120' } } : {}),
      amount: unit.amount!,
      final_capture: true,
      custom_id: unit.custom_id,
      create_time: now,
      update_time: now,
      links: [{ href: `${base}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' }],
    };
    unit.payments = { captures: [capture] };
    order.status = 'COMPLETED';
    order.update_time = now;
    await this.save(manager, order, null);
    const reply = { status: 201, body: this.representation(emulated, base) };
    if (requestId) await this.remember(manager, `capture:${id}:${requestId}`, reply);
    const event = await this.newEvent(manager, insufficient ? 'PAYMENT.CAPTURE.DENIED' : 'PAYMENT.CAPTURE.COMPLETED', {
      ...capture,
      supplementary_data: { related_ids: { order_id: id } },
    });
    return { ...reply, event };
  }

  /**
   * POST /v2/payments/captures/{id}/refund: gives back part or all of what is left of a capture. A repeated
   * PayPal-Request-Id gets the first answer again; the capture's order row is locked for the refund, so two refunds
   * at once follow one another and never give back more than was captured (422 REFUND_AMOUNT_EXCEEDED, as PayPal).
   * Also returns the PAYMENT.CAPTURE.REFUNDED event PayPal sends for a new refund.
   */
  refund(
    captureId: string,
    body: PayPal['RefundRequest'],
    requestId: string | undefined,
    base: string,
  ): Promise<EmulatorReply & { event?: PayPal['WebhookEvent'] }> {
    return this.dataSource.transaction(async (manager) => {
      const key = requestId ? `refund:${captureId}:${requestId}` : null;
      const emulated = await this.findByCapture(manager, captureId);
      const replay = key ? await this.reply(manager, key) : null;
      if (replay) return replay;
      const unit = emulated?.order.purchase_units[0];
      const capture = unit?.payments?.captures?.find((one) => one.id === captureId);
      if (!emulated || !unit?.payments || !capture) throw notFound();
      const refunds = unit.payments.refunds ?? [];
      const refundedCents = refunds.reduce((sum, refund) => sum + toCents(refund.amount?.value ?? '0'), 0);
      const leftCents = toCents(capture.amount.value) - refundedCents;
      if (capture.status === 'REFUNDED' || leftCents <= 0) {
        throw paypalError(422, 'UNPROCESSABLE_ENTITY', debugId(), {
          issue: 'CAPTURE_FULLY_REFUNDED',
          description: 'The capture has already been fully refunded.',
        });
      }
      const amount = body.amount ?? { currency_code: capture.amount.currency_code, value: (leftCents / 100).toFixed(2) };
      if (amount.currency_code !== capture.amount.currency_code) {
        throw paypalError(422, 'UNPROCESSABLE_ENTITY', debugId(), {
          issue: 'CURRENCY_MISMATCH',
          description: 'Refund must be in the same currency as the capture.',
        });
      }
      if (toCents(amount.value) <= 0) {
        throw invalid(
          '/amount/value',
          'INVALID_PARAMETER_VALUE',
          'The refund amount must be a positive decimal with at most two decimals.',
          amount.value,
        );
      }
      if (toCents(amount.value) > leftCents) {
        throw paypalError(422, 'UNPROCESSABLE_ENTITY', debugId(), {
          issue: 'REFUND_AMOUNT_EXCEEDED',
          description: 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        });
      }
      const now = new Date().toISOString();
      const id = paypalId();
      const refund: PayPal['Refund'] = {
        id,
        status: 'COMPLETED',
        amount: { currency_code: amount.currency_code, value: (toCents(amount.value) / 100).toFixed(2) },
        ...(body.invoice_id ? { invoice_id: body.invoice_id } : {}),
        ...(body.note_to_payer ? { note_to_payer: body.note_to_payer } : {}),
        create_time: now,
        update_time: now,
        links: [
          { href: `${base}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
          { href: `${base}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
        ],
      };
      unit.payments.refunds = [...refunds, refund];
      capture.status = toCents(amount.value) === leftCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      capture.update_time = now;
      emulated.order.update_time = now;
      await this.save(manager, emulated.order);
      const reply = { status: 201, body: refund };
      if (key) await this.remember(manager, key, reply);
      const event = await this.newEvent(manager, 'PAYMENT.CAPTURE.REFUNDED', refund, 'refund');
      return { ...reply, event };
    });
  }

  /** POST /v1/notifications/verify-webhook-signature (the body passed PayPalVerifyWebhookSignatureRequest). */
  async verify(body: PayPal['VerifyWebhookSignatureRequest']): Promise<EmulatorReply> {
    const expected = await this.signature(body.transmission_id, body.transmission_time, body.webhook_id, body.webhook_event);
    const given = Buffer.from(body.transmission_sig);
    const valid = body.webhook_id === this.webhookId && given.length === expected.length && timingSafeEqual(given, expected);
    const reply: PayPal['VerifyWebhookSignatureReply'] = { verification_status: valid ? 'SUCCESS' : 'FAILURE' };
    return { status: 200, body: reply };
  }

  /** POST /v1/notifications/simulate-event, with the emulator's own addition of a chosen `resource`. */
  simulate(body: PayPal['SimulateEventRequest']): Promise<PayPal['WebhookEvent']> {
    const resource = body.resource ?? { id: paypalId(), status: 'COMPLETED', amount: { currency_code: 'USD', value: '1.00' } };
    return this.newEvent(this.dataSource.manager, body.event_type, resource);
  }

  /** An event sent before, to deliver again (POST /v1/notifications/webhooks-events/{id}/resend). */
  async event(id: string): Promise<PayPal['WebhookEvent']> {
    const [row] = (await this.dataSource.query(`SELECT "event" FROM "paypal_emulator_events" WHERE "id" = $1`, [id])) as {
      event: PayPal['WebhookEvent'];
    }[];
    const event = row?.event;
    if (!event) {
      throw paypalError(404, 'RESOURCE_NOT_FOUND', debugId(), { issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' });
    }
    return event;
  }

  /** Posts an event, signed as PayPal signs it, to a webhook listener; answers the listener's HTTP status. */
  async deliver(event: PayPal['WebhookEvent'], url: string, base: string): Promise<number> {
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const headers = {
      'content-type': 'application/json',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': (await this.signature(transmissionId, transmissionTime, this.webhookId, event)).toString(),
      'paypal-cert-url': `${base}/v1/notifications/certs/CERT-SANDBOX-EMULATOR`,
      'paypal-auth-algo': 'SHA256withRSA',
    };
    try {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(event), signal: AbortSignal.timeout(20_000) });
      return response.status;
    } catch (error) {
      this.logger.warn(`Webhook ${event.event_type} could not be delivered: ${error instanceof Error ? error.message : error}`);
      return 0;
    }
  }

  private async newEvent(
    manager: EntityManager,
    eventType: string,
    resource: Record<string, unknown>,
    resourceType = 'capture',
  ): Promise<PayPal['WebhookEvent']> {
    const amount = isObject(resource.amount) ? resource.amount : {};
    const event: PayPal['WebhookEvent'] = {
      id: `WH-${paypalId(8)}-${paypalId(17)}`,
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      summary: `Payment ${eventType.split('.').pop()?.toLowerCase()} for ${String(amount.value ?? '')} ${String(amount.currency_code ?? '')}`.trim(),
      resource,
      event_version: '1.0',
      resource_version: '2.0',
    };
    await manager.query(`INSERT INTO "paypal_emulator_events" ("id", "event") VALUES ($1, $2)`, [event.id, JSON.stringify(event)]);
    return event;
  }

  // PayPal signs "transmission id|time|webhook id|CRC32 of the body" (with RSA; the emulator with an HMAC key).
  private async signature(transmissionId: string, time: string, webhookId: string, event: unknown): Promise<Buffer> {
    const signed = `${transmissionId}|${time}|${webhookId}|${crc32(JSON.stringify(event))}`;
    return Buffer.from(
      createHmac('sha256', await this.webhookKey())
        .update(signed)
        .digest('base64'),
    );
  }

  /** The signing key, made once by the migration and the same for every replica. */
  private webhookKey(): Promise<Buffer> {
    this.signingKey ??= this.dataSource
      .query(`SELECT "secret" FROM "paypal_emulator_keys" WHERE "name" = 'webhook'`)
      .then((rows: { secret: Buffer }[]) => rows[0].secret)
      .catch((error: unknown) => {
        this.signingKey = null;
        throw error;
      });
    return this.signingKey;
  }

  private mockCode(header: string | undefined): string | null {
    if (!header) return null;
    try {
      const code = (JSON.parse(header) as { mock_application_codes?: unknown }).mock_application_codes;
      return typeof code === 'string' && /^[A-Z_]{3,64}$/.test(code) ? code : null;
    } catch {
      return null;
    }
  }

  /** An order, its row locked until the end of the transaction when `lock`; null when there is none. */
  private async find(manager: EntityManager, id: string, lock: boolean): Promise<EmulatedOrder | null> {
    const rows = (await manager.query(
      `SELECT "order", "return_url", "cancel_url", "decline" FROM "paypal_emulator_orders" WHERE "id" = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    )) as OrderRow[];
    return rows.length ? emulatedOrder(rows[0]) : null;
  }

  /** The order holding capture `captureId`, its row locked until the end of the transaction; null when there is none. */
  private async findByCapture(manager: EntityManager, captureId: string): Promise<EmulatedOrder | null> {
    const holding = { purchase_units: [{ payments: { captures: [{ id: captureId }] } }] };
    const rows = (await manager.query(
      `SELECT "order", "return_url", "cancel_url", "decline" FROM "paypal_emulator_orders" WHERE "order" @> $1::jsonb FOR UPDATE`,
      [JSON.stringify(holding)],
    )) as OrderRow[];
    return rows.length ? emulatedOrder(rows[0]) : null;
  }

  /** Saves the order; `decline` replaces the buyer's pending decline when given (null clears it). */
  private async save(manager: EntityManager, order: EmulatedOrder['order'], decline?: Decline | null): Promise<void> {
    if (decline === undefined) {
      await manager.query(`UPDATE "paypal_emulator_orders" SET "order" = $2 WHERE "id" = $1`, [order.id, JSON.stringify(order)]);
    } else {
      await manager.query(`UPDATE "paypal_emulator_orders" SET "order" = $2, "decline" = $3 WHERE "id" = $1`, [
        order.id,
        JSON.stringify(order),
        decline,
      ]);
    }
  }

  private async reply(manager: EntityManager, key: string): Promise<EmulatorReply | null> {
    const [row] = (await manager.query(`SELECT "status", "body" FROM "paypal_emulator_replies" WHERE "key" = $1`, [key])) as EmulatorReply[];
    return row ?? null;
  }

  /** Records the answer to a PayPal-Request-Id; false when one was recorded first. */
  private async remember(manager: EntityManager, key: string, reply: EmulatorReply): Promise<boolean> {
    const inserted = (await manager.query(
      `INSERT INTO "paypal_emulator_replies" ("key", "status", "body") VALUES ($1, $2, $3) ON CONFLICT ("key") DO NOTHING RETURNING "key"`,
      [key, reply.status, JSON.stringify(reply.body)],
    )) as unknown[];
    return inserted.length === 1;
  }

  private sweep(): void {
    if (Math.random() >= SWEEP_CHANCE) return;
    for (const table of ['paypal_emulator_orders', 'paypal_emulator_replies', 'paypal_emulator_events']) {
      void this.dataSource.query(`DELETE FROM "${table}" WHERE "created_at" < now() - make_interval(days => $1)`, [KEEP_DAYS]).catch(() => undefined);
    }
  }

  private representation(emulated: EmulatedOrder, base: string): PayPal['Order'] {
    return { ...structuredClone(emulated.order), links: this.links(emulated.order.id, emulated.order.status, base) };
  }

  private links(id: string, status: string, base: string): PayPal['Link'][] {
    const self = { href: `${base}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' };
    if (status === 'COMPLETED') return [self];
    // As PayPal's sandbox names its 3-D Secure page.
    if (status === 'PAYER_ACTION_REQUIRED')
      return [self, { href: `${base}/webapps/helios?action=verify&flow=3ds&cart_id=${id}`, rel: 'payer-action', method: 'GET' }];
    return [
      self,
      { href: `${base}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
      { href: `${base}/v2/checkout/orders/${id}`, rel: 'update', method: 'PATCH' },
      { href: `${base}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
    ];
  }
}

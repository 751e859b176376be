import type { Server } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET, EMULATOR_PATH, EMULATOR_WEBHOOK_ID } from './paypal-emulator-credentials.js';
import type { OrderMethod } from '../payment-methods.js';
import { PayPalApiError } from './paypal-api.error.js';
import type { PayPal, WebhookSignature } from './paypal.types.js';

const SANDBOX_BASE = 'https://api-m.sandbox.paypal.com';
const TIMEOUT_MS = 20_000;
// A cached token is renewed this long before PayPal says it expires.
const TOKEN_MARGIN_MS = 60_000;

type PayPalMode = 'paypal' | 'sandbox-emulator';

interface NewOrder {
  /** How the buyer pays: with PayPal (its approval page) or a card in PayPal's card fields. */
  source: OrderMethod;
  skuId: string;
  amount: string;
  currency: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

type PaymentSource = NonNullable<PayPal['CreateOrderRequest']['payment_source']>;

function payPalSource(order: NewOrder): PaymentSource {
  return {
    paypal: {
      experience_context: { return_url: order.returnUrl, cancel_url: order.cancelUrl, shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
    },
  };
}

/** A card order: 3-D Secure when the card or the region requires it, the buyer back to the site after it. */
function cardSource(order: NewOrder): PaymentSource {
  return {
    card: {
      attributes: { verification: { method: 'SCA_WHEN_REQUIRED' } },
      experience_context: { return_url: order.returnUrl, cancel_url: order.cancelUrl },
    },
  };
}

/** The address this server listens on, as the server itself can reach it (0.0.0.0 and :: mean every interface). */
function loopbackOrigin(server: Server): string {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The HTTP server is not listening on a TCP port');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * PayPal REST (OAuth client credentials, Orders v2, capture refunds, webhook verification) over plain HTTP. With credentials it
 * talks to PAYPAL_API_BASE or the PayPal sandbox; without, to the emulator this server mounts, through the same
 * HTTP calls, so that the code paths tested offline are the ones used against PayPal.
 */
@Injectable()
export class PayPalClient {
  readonly mode: PayPalMode;
  readonly clientId: string;
  readonly webhookId: string | undefined;
  private readonly secret: string;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    const { clientId, clientSecret, webhookId } = config.paypal;
    this.mode = clientId && clientSecret ? 'paypal' : 'sandbox-emulator';
    this.clientId = this.mode === 'paypal' ? clientId! : EMULATOR_CLIENT_ID;
    this.secret = this.mode === 'paypal' ? clientSecret! : EMULATOR_CLIENT_SECRET;
    this.webhookId = webhookId ?? (this.mode === 'sandbox-emulator' ? EMULATOR_WEBHOOK_ID : undefined);
  }

  /** Negative-testing headers (PayPal-Mock-Response) work only in PayPal's sandbox; they are never sent to live. */
  get acceptsMockResponses(): boolean {
    return this.mode === 'sandbox-emulator' || new URL(this.base()).hostname.includes('sandbox');
  }

  createOrder(order: NewOrder, requestId: string): Promise<PayPal['Order']> {
    return this.call<PayPal['Order'], PayPal['CreateOrderRequest']>('POST', '/v2/checkout/orders', {
      headers: { 'PayPal-Request-Id': requestId },
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.skuId,
            custom_id: order.skuId,
            description: order.description,
            amount: { currency_code: order.currency, value: order.amount },
          },
        ],
        payment_source: order.source === 'card' ? cardSource(order) : payPalSource(order),
      },
    });
  }

  captureOrder(orderId: string, requestId: string, mockResponse?: string): Promise<PayPal['Order']> {
    const headers: Record<string, string> = { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' };
    if (mockResponse && this.acceptsMockResponses) headers['PayPal-Mock-Response'] = mockResponse;
    return this.call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, { headers, body: {} });
  }

  getOrder(orderId: string): Promise<PayPal['Order']> {
    return this.call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }

  /**
   * Payments v2: gives back `amount` of a capture. PayPal-Request-Id makes a repeated call (after a lost answer, a
   * crash) get the first refund's answer again, never a second refund.
   */
  refundCapture(captureId: string, amount: PayPal['Amount'], requestId: string, noteToPayer: string): Promise<PayPal['Refund']> {
    return this.call<PayPal['Refund'], PayPal['RefundRequest']>('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
      headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      body: { amount, note_to_payer: noteToPayer },
    });
  }

  /** Asks PayPal whether a webhook delivery carries PayPal's signature for our webhook id (callers check there is one). */
  async verifyWebhookSignature(signature: WebhookSignature, event: PayPal['WebhookEvent']): Promise<boolean> {
    const result = await this.call<PayPal['VerifyWebhookSignatureReply'], PayPal['VerifyWebhookSignatureRequest']>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      { body: { ...signature, webhook_id: this.webhookId!, webhook_event: event } },
    );
    return result.verification_status === 'SUCCESS';
  }

  private base(): string {
    if (this.mode === 'paypal') return (this.config.paypal.apiBase ?? SANDBOX_BASE).replace(/\/$/, '');
    // Known only once the server listens (the port may be chosen by the system), hence read at each call.
    return `${loopbackOrigin(this.adapterHost.httpAdapter.getHttpServer() as Server)}/api/${EMULATOR_PATH}`;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const response = await fetch(`${this.base()}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.clientId}:${this.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as Partial<PayPal['Token']> | null;
    if (!response.ok || !body?.access_token) {
      throw new PayPalApiError(response.status, { name: 'AUTHENTICATION_FAILURE', message: 'No access token from PayPal' });
    }
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS };
    return body.access_token;
  }

  private async call<T, B = unknown>(method: string, path: string, options: { headers?: Record<string, string>; body?: B } = {}): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${this.base()}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await this.accessToken()}`,
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as unknown;
      // A token PayPal no longer accepts (revoked, or the emulator restarted) is fetched anew once.
      if (response.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      if (!response.ok) throw new PayPalApiError(response.status, body as Partial<PayPal['Error']> | null);
      return body as T;
    }
  }
}

import { expect } from 'vitest';
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from '../src/payments/paypal/paypal-emulator-credentials.js';
import { call, newClientAddress } from './http.js';

export const EMULATOR = '/api/paypal-sandbox';
export const DECLINE = { 'PayPal-Mock-Response': '{"mock_application_codes":"INSTRUMENT_DECLINED"}' };

/** A token for the emulator's REST endpoints, fetched as the API's PayPal client fetches it. */
export async function emulatorToken(): Promise<string> {
  const reply = await call('POST', `${EMULATOR}/v1/oauth2/token`, {
    rawBody: 'grant_type=client_credentials',
    headers: {
      authorization: `Basic ${Buffer.from(`${EMULATOR_CLIENT_ID}:${EMULATOR_CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
  expect(reply.status).toBe(200);
  return reply.body.access_token;
}

/** A payment session of one browser: its own address and a payment access token (from the server at `baseUrl`). */
export async function paymentSession(baseUrl?: string): Promise<{ client: string; token: string; baseUrl?: string }> {
  const client = newClientAddress();
  const reply = await call('GET', '/api/india/authenticate', { client, baseUrl });
  expect(reply.status).toBe(200);
  return { client, token: reply.body.accessToken, baseUrl };
}

export interface CreatedOrder {
  id: string;
  approve: string;
}

export async function createOrder(
  skuId: string,
  session: { client: string; token: string; baseUrl?: string },
  extra: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  const reply = await call('POST', '/api/india/create-Order', {
    body: { sku_id: skuId, currency: 'USD', description: 'e-Visa fee', ...extra },
    ...session,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.id, approve: reply.body.links.find((link: { rel: string }) => link.rel === 'approve').href };
}

/** The buyer's choices on the emulator's approval page (the form's `choice`). */
export type BuyerChoice = 'approve' | 'cancel' | 'insufficient-funds' | 'card-declined' | '3ds-failed';

/** Opens the approve link as the buyer's browser would: the page with the buyer's choices. */
export async function checkoutPage(order: CreatedOrder): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(order.approve, { headers: { 'x-forwarded-for': newClientAddress() } });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/**
 * The buyer's choice on the approval page (approve unless told), as its form posts it; PayPal then sends the buyer
 * back to the site (303, `location`), or answers a page when there is nothing to do.
 */
export async function approve(
  order: CreatedOrder,
  choice: BuyerChoice = 'approve',
): Promise<{ status: number; html: string; location: string | null }> {
  const response = await fetch(new URL('checkoutnow', order.approve), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'x-forwarded-for': newClientAddress(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: order.id, choice }).toString(),
  });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

export function capture(
  skuId: string,
  orderId: string,
  session: { client: string; token: string; baseUrl?: string },
  headers: Record<string, string> = {},
) {
  return call('POST', '/api/india/capture-Payment', { body: { orderID: orderId, sku_id: skuId }, headers, ...session });
}

/** An order for the application, approved by PayPal's buyer, in a payment session of its own: what a capture needs. */
export async function approvedOrder(skuId: string): Promise<{ session: Awaited<ReturnType<typeof paymentSession>>; order: CreatedOrder }> {
  const session = await paymentSession();
  const order = await createOrder(skuId, session);
  await approve(order);
  return { session, order };
}

/** Pays the application as the site does: create-Order, the buyer's approval, capture-Payment. */
export async function pay(skuId: string): Promise<CreatedOrder> {
  const { session, order } = await approvedOrder(skuId);
  expect((await capture(skuId, order.id, session)).status).toBe(200);
  return order;
}

/** Waits for something the server does in the background (webhook deliveries). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import { SERVICE_OF_FEE_CODE } from '@evisa/forms/fixtures';
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { EMULATOR_CLIENT_ID } from '../src/payments/paypal/paypal-emulator-credentials.js';
import { createCompleteApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import {
  approve,
  approvedOrder,
  capture,
  checkoutPage,
  createOrder,
  DECLINE,
  EMULATOR,
  emulatorToken,
  eventually,
  paymentSession,
} from './paypal.js';
import { db } from './database.js';

const BLOCKED = {
  success: false,
  status: false,
  code: 'PAYMENT_BLOCKED',
  message: 'The application ID is blocked after three failed payment attempts. You must apply again.',
  blocked: true,
};
const PAID = { success: false, status: false, code: 'ALREADY_PAID', message: 'This application has already been paid.' };

async function query(sql: string, params: unknown[] = []) {
  return (await db.query(sql, params)).rows;
}

async function emulatorOrder(orderId: string) {
  return (await call('GET', `${EMULATOR}/v2/checkout/orders/${orderId}`, { token: await emulatorToken() })).body;
}

/** Has the emulator send PayPal's webhook about a capture of the order, as PayPal would on its own. */
async function simulateCaptureEvent(eventType: string, orderId: string, capture: { id: string; status: string; value: string }) {
  return call('POST', `${EMULATOR}/v1/notifications/simulate-event`, {
    body: {
      event_type: eventType,
      resource: {
        id: capture.id,
        status: capture.status,
        amount: { currency_code: 'USD', value: capture.value },
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    },
    token: await emulatorToken(),
  });
}

describe('GET /api/india/authenticate', () => {
  it('issues a short-lived payment token of this API, stored only as a hash', async () => {
    const reply = await call('GET', '/api/india/authenticate', { client: newClientAddress() });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      status: true,
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
      expiresIn: 900,
      clientId: EMULATOR_CLIENT_ID,
      mode: 'sandbox-emulator',
      // The ways to pay this server offers: PayPal and cards without a surcharge (no bank account is configured here).
      methods: [
        { method: 'paypal', label: 'PayPal', surcharge: 0 },
        { method: 'card', label: 'Card', surcharge: 0 },
      ],
    });
    const rows = await query('SELECT token_hash, expires_at FROM payment_tokens WHERE token_hash = $1', [
      createHash('sha256').update(reply.body.accessToken).digest('hex'),
    ]);
    expect(rows).toHaveLength(1);
    const minutes = (new Date(rows[0].expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });
});

describe('POST /api/india/create-Order', () => {
  it("creates PayPal's order for the server's amount and answers PayPal's id, status and links", async () => {
    const skuId = await createCompleteApplication({ Nationality: 'FRANCE', Application_Type: 'Urgent Processing' });
    const session = await paymentSession();
    const reply = await call('POST', '/api/india/create-Order', {
      body: { sku_id: skuId, amount: 125, currency: 'USD', description: 'anything' },
      ...session,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true, id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'CREATED', links: expect.any(Array) });
    expect(reply.body.links.map((link: { rel: string }) => link.rel)).toEqual(['self', 'approve', 'update', 'capture']);
    expect(reply.body.links[1].href).toBe(`${inject('baseUrl')}${EMULATOR}/checkoutnow?token=${reply.body.id}`);

    const order = await emulatorOrder(reply.body.id);
    expect(order).toMatchObject({
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [{ custom_id: skuId, amount: { currency_code: 'USD', value: '125.00' } }],
    });
    expect(order.purchase_units[0].description).toContain(skuId);
    expect(
      await query('SELECT sku_id, amount::float AS amount, currency, status, attempts FROM payments WHERE order_id = $1', [reply.body.id]),
    ).toEqual([{ sku_id: skuId, amount: 125, currency: 'USD', status: 'CREATED', attempts: 0 }]);
  });

  it.each([
    ['without amount', {}],
    ['with the amount as text', { amount: '65.00' }],
    ['with the amount as a number', { amount: 65 }],
  ])('takes an order %s', async (_name, extra) => {
    const skuId = await createCompleteApplication({ Nationality: 'FRANCE', ...SERVICE_OF_FEE_CODE.tourist30Days });
    await createOrder(skuId, await paymentSession(), extra);
  });

  it('refuses an amount that differs from the fee with 400 and creates nothing', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'FRANCE' });
    for (const amount of [1, '64.99', 65.01, 0]) {
      const reply = await call('POST', '/api/india/create-Order', { body: { sku_id: skuId, amount, currency: 'USD' }, ...(await paymentSession()) });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        success: false,
        status: false,
        code: 'BAD_REQUEST',
        message: 'Amount does not match the fee for this application.',
      });
    }
    expect(await query('SELECT 1 FROM payments WHERE sku_id = $1', [skuId])).toEqual([]);
  });

  it.each([
    ['no token', undefined],
    ['a token this API never issued', 'x'.repeat(43)],
    ['a malformed token', 'short'],
  ])('answers 401 with %s', async (_name, token) => {
    const skuId = await createCompleteApplication();
    for (const path of ['/api/india/create-Order', '/api/india/capture-Payment']) {
      const reply = await call('POST', path, { body: { sku_id: skuId, orderID: 'X' }, token, client: newClientAddress() });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        success: false,
        status: false,
        code: 'UNAUTHORIZED',
        message: 'A valid payment access token is required. Get one from GET /api/india/authenticate.',
      });
    }
  });

  it('answers 401 with an expired token', async () => {
    const token = 'expired-token-expired-token-expired-token-x';
    await query(`INSERT INTO payment_tokens (token_hash, expires_at) VALUES ($1, now() - interval '1 minute')`, [
      createHash('sha256').update(token).digest('hex'),
    ]);
    const reply = await call('POST', '/api/india/create-Order', {
      body: { sku_id: await createCompleteApplication() },
      token,
      client: newClientAddress(),
    });
    expect(reply.status).toBe(401);
  });

  it('answers 409 naming the incomplete steps', async () => {
    const skuId = await createCompleteApplication();
    await query(`UPDATE applications SET data = data - 'Surname' - 'Email' WHERE sku_id = $1`, [skuId]);
    const reply = await call('POST', '/api/india/create-Order', { body: { sku_id: skuId }, ...(await paymentSession()) });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      success: false,
      status: false,
      message: 'The application is not complete. Please complete step1 (/Apply) before paying.',
      incompleteSteps: [
        {
          id: 'step1',
          route: '/Apply',
          errors: [
            { field: 'Surname', message: 'Surname is required' },
            { field: 'Email', message: 'Email is required' },
          ],
        },
      ],
    });
  });

  it.each([
    ['no sku_id', { currency: 'USD' }, [{ field: 'sku_id', message: 'sku_id is required' }]],
    ['another currency', { sku_id: 'ABCDEFGHJKMNPQRST', currency: 'EUR' }, [{ field: 'currency', message: 'currency must be USD' }]],
    [
      'an amount that is no number',
      { sku_id: 'ABCDEFGHJKMNPQRST', amount: '12,50' },
      [{ field: 'amount', message: 'amount must be a number with at most two decimals' }],
    ],
    [
      'a negative amount',
      { sku_id: 'ABCDEFGHJKMNPQRST', amount: -5 },
      [{ field: 'amount', message: 'amount must be a number with at most two decimals' }],
    ],
  ])('answers 400 for %s', async (_name, body, errors) => {
    const reply = await call('POST', '/api/india/create-Order', { body, ...(await paymentSession()) });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual(errors);
  });

  it('answers 404 for an unknown application and 400 for a body that is no object', async () => {
    const session = await paymentSession();
    expect((await call('POST', '/api/india/create-Order', { body: { sku_id: 'ABCDEFGHJKMNPQRST' }, ...session })).status).toBe(404);
    expect((await call('POST', '/api/india/create-Order', { rawBody: '[1]', ...session })).status).toBe(400);
    expect((await call('POST', '/api/india/create-Order', { rawBody: '{"sku_id":', ...session })).status).toBe(400);
  });
});

describe('the payment through the sandbox emulator', () => {
  it('approves by the approve link, captures once, marks the application paid and mails a receipt', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'JAPAN', ...SERVICE_OF_FEE_CODE.eBusiness });
    const session = await paymentSession();
    const order = await createOrder(skuId, session);

    const early = await capture(skuId, order.id, session);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The payment has not been approved yet. Please approve it with PayPal, then try again.');

    const page = await checkoutPage(order);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.html).toContain('Approve the payment');
    expect(page.html).toContain(order.id);
    expect(page.html).not.toContain('<script');
    // As PayPal: the approved buyer goes back to the return_url with the order's token and a PayerID.
    const approved = await approve(order);
    expect(approved.status).toBe(303);
    expect(approved.location).toMatch(new RegExp(`^${inject('baseUrl')}/Payment/${skuId}\\?token=${order.id}&PayerID=[A-Z0-9]{13}$`));
    expect((await approve(order)).html).toContain('Payment already approved');

    const paid = await capture(skuId, order.id, session);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      success: true,
      status: true,
      message: 'Your payment was received. Thank you.',
      data: {
        sku_id: skuId,
        payment_status: 'COMPLETED',
        order_id: order.id,
        capture_id: expect.stringMatching(/^[A-Z0-9]{17}$/),
        amount: 99,
        currency: 'USD',
      },
    });
    const view = await call('GET', `/api/india/View-application/${skuId}`, { client: session.client });
    expect(view.body.data.payment_status).toBe('COMPLETED');
    expect(await query('SELECT status, capture_id, amount::float AS amount, attempts FROM payments WHERE order_id = $1', [order.id])).toEqual([
      { status: 'COMPLETED', capture_id: paid.body.data.capture_id, amount: 99, attempts: 0 },
    ]);

    // Capturing again answers the same and captures nothing more, even once PayPal's webhook has come in.
    const again = await capture(skuId, order.id, session);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(paid.body);
    await eventually(
      () => query('SELECT 1 FROM paypal_webhook_events WHERE order_id = $1', [order.id]),
      (rows) => rows.length > 0,
    );
    expect((await emulatorOrder(order.id)).purchase_units[0].payments.captures).toHaveLength(1);
    const receipts = await query('SELECT "to", text FROM outbox WHERE subject = $1', [`Payment received for e-Visa application ${skuId}`]);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('99.00 USD');
    expect(receipts[0].text).toContain(paid.body.data.capture_id);
    expect((await approve(order)).html).toContain('This order has already been paid');

    // A paid application is read-only and cannot be paid again.
    const update = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Given_Name: 'Changed' }, client: session.client });
    expect(update.status).toBe(409);
    const second = await call('POST', '/api/india/create-Order', { body: { sku_id: skuId }, ...session });
    expect(second.status).toBe(409);
    expect(second.body).toEqual(PAID);
  });

  it('captures once when two capture calls arrive together', async () => {
    const skuId = await createCompleteApplication();
    const { session, order } = await approvedOrder(skuId);
    const [first, second] = await Promise.all([capture(skuId, order.id, session), capture(skuId, order.id, session)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect((await emulatorOrder(order.id)).purchase_units[0].payments.captures).toHaveLength(1);
  });

  it('does not take a second payment through another order of a paid application', async () => {
    const skuId = await createCompleteApplication();
    const session = await paymentSession();
    const [first, second] = [await createOrder(skuId, session), await createOrder(skuId, session)];
    await approve(first);
    await approve(second);
    expect((await capture(skuId, first.id, session)).status).toBe(200);
    const reply = await capture(skuId, second.id, session);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual(PAID);
    expect((await emulatorOrder(second.id)).status).toBe('APPROVED');
  });

  it('counts declined captures and blocks the application after three', async () => {
    const skuId = await createCompleteApplication();
    const { session, order } = await approvedOrder(skuId);

    const first = await capture(skuId, order.id, session, DECLINE);
    expect(first.status).toBe(402);
    expect(first.body.message).toBe('Your payment was declined. Please try another card or payment method (2 attempts left).');
    const second = await capture(skuId, order.id, session, DECLINE);
    expect(second.body.message).toBe('Your payment was declined. Please try another card or payment method (1 attempt left).');
    const third = await capture(skuId, order.id, session, DECLINE);
    expect(third.status).toBe(409);
    expect(third.body).toEqual(BLOCKED);

    expect((await capture(skuId, order.id, session)).body).toEqual(BLOCKED);
    const another = await call('POST', '/api/india/create-Order', { body: { sku_id: skuId }, ...session });
    expect(another.status).toBe(409);
    expect(another.body).toEqual(BLOCKED);
    expect(await query('SELECT status, attempts FROM payments WHERE sku_id = $1', [skuId])).toEqual([{ status: 'DECLINED', attempts: 3 }]);
    expect((await emulatorOrder(order.id)).status).toBe('APPROVED');
    const view = await call('GET', `/api/india/View-application/${skuId}`, { client: session.client });
    expect(view.body.data.payment_status).toBe('UNPAID');
  });

  it("tells the buyer's declines apart (insufficient funds, card declined, 3-D Secure failed), counts each, and blocks at the third", async () => {
    const skuId = await createCompleteApplication();
    const session = await paymentSession();
    const declineWith = async (choice: 'insufficient-funds' | 'card-declined' | '3ds-failed') => {
      const order = await createOrder(skuId, session);
      expect((await approve(order, choice)).status).toBe(303);
      return { order, reply: await capture(skuId, order.id, session) };
    };
    const poor = await declineWith('insufficient-funds');
    expect(poor.reply.status).toBe(402);
    expect(poor.reply.body.message).toBe(
      'Your payment was declined for insufficient funds. Please try another card or payment method (2 attempts left).',
    );
    const refused = await declineWith('card-declined');
    expect(refused.reply.body.message).toBe('Your payment was declined. Please try another card or payment method (1 attempt left).');
    // PayPal leaves a refused order approvable again; this application is blocked by then all the same.
    expect((await emulatorOrder(refused.order.id)).status).toBe('CREATED');
    const unverified = await declineWith('3ds-failed');
    expect(unverified.reply.status).toBe(409);
    expect(unverified.reply.body).toEqual(BLOCKED);
    expect(await query('SELECT status, attempts FROM payments WHERE sku_id = $1 ORDER BY created_at', [skuId])).toEqual([
      { status: 'DECLINED', attempts: 1 },
      { status: 'DECLINED', attempts: 1 },
      { status: 'DECLINED', attempts: 1 },
    ]);
    // The webhook PayPal sends for the declined capture counts nothing more.
    await eventually(
      () => query('SELECT 1 FROM paypal_webhook_events WHERE order_id = $1', [poor.order.id]),
      (rows) => rows.length > 0,
    );
    expect((await query('SELECT attempts FROM payments WHERE order_id = $1', [poor.order.id]))[0].attempts).toBe(1);
  });

  it('tells the 3-D Secure failure by its own message, and a cancel counts nothing', async () => {
    const skuId = await createCompleteApplication();
    const session = await paymentSession();
    const cancelled = await createOrder(skuId, session);
    const back = await approve(cancelled, 'cancel');
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${inject('baseUrl')}/Payment/${skuId}?token=${cancelled.id}`);
    const order = await createOrder(skuId, session);
    await approve(order, '3ds-failed');
    const reply = await capture(skuId, order.id, session);
    expect(reply.status).toBe(402);
    expect(reply.body.message).toBe(
      'Your card could not be verified (3-D Secure authentication failed). Please try again or use another card (2 attempts left).',
    );
  });

  it('counts declines across the orders of one application', async () => {
    const skuId = await createCompleteApplication();
    const { session, order: first } = await approvedOrder(skuId);
    expect((await capture(skuId, first.id, session, DECLINE)).status).toBe(402);
    expect((await capture(skuId, first.id, session, DECLINE)).status).toBe(402);
    const second = await createOrder(skuId, session);
    await approve(second);
    expect((await capture(skuId, second.id, session, DECLINE)).body).toEqual(BLOCKED);
  });

  it('a declined attempt followed by a good one is paid', async () => {
    const skuId = await createCompleteApplication();
    const { session, order } = await approvedOrder(skuId);
    expect((await capture(skuId, order.id, session, DECLINE)).status).toBe(402);
    const paid = await capture(skuId, order.id, session);
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_status).toBe('COMPLETED');
  });

  it.each([
    ['no orderID', { sku_id: 'ABCDEFGHJKMNPQRST' }, 400],
    ['no sku_id', { orderID: 'ABC' }, 400],
    ['an unknown application', { sku_id: 'ABCDEFGHJKMNPQRST', orderID: 'ABC' }, 404],
    ['a body that is no object', 'text', 400],
  ])('capture-Payment answers %s with a JSON 4xx', async (_name, body, status) => {
    const reply = await call('POST', '/api/india/capture-Payment', { body, ...(await paymentSession()) });
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ success: false, status: false, message: expect.any(String) });
  });

  it('capture-Payment answers 404 for an order of another application or one PayPal never made', async () => {
    const [mine, theirs] = [await createCompleteApplication(), await createCompleteApplication()];
    const session = await paymentSession();
    const order = await createOrder(theirs, session);
    for (const orderID of [order.id, 'NOTANORDER123', 'x'.repeat(100)]) {
      const reply = await capture(mine, orderID, session);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('Order not found for this application.');
    }
  });
});

describe('POST /api/india/paypal-webhook', () => {
  const SIGNATURE = {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
    'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
    'paypal-transmission-sig': 'forged',
    'paypal-transmission-time': new Date().toISOString(),
  };

  it('completes the application when PayPal reports a capture the site never confirmed, once', async () => {
    const skuId = await createCompleteApplication();
    const { session, order } = await approvedOrder(skuId);
    // The buyer paid at PayPal, but the site's capture-Payment call never came: PayPal's webhook completes it.
    const token = await emulatorToken();
    const captured = await call('POST', `${EMULATOR}/v2/checkout/orders/${order.id}/capture`, {
      body: {},
      token,
      headers: { 'PayPal-Request-Id': `direct-${order.id}` },
    });
    expect(captured.status).toBe(201);
    const view = await eventually(
      () => call('GET', `/api/india/View-application/${skuId}`, { client: session.client }),
      (reply) => reply.body.data.payment_status === 'COMPLETED',
    );
    expect(view.body.data.payment_status).toBe('COMPLETED');
    const [event] = await eventually(
      () => query('SELECT id, event_type FROM paypal_webhook_events WHERE order_id = $1', [order.id]),
      (rows) => rows.length > 0,
    );
    expect(event.event_type).toBe('PAYMENT.CAPTURE.COMPLETED');

    // The same event again, and the site's own capture call afterwards, change nothing.
    expect((await call('POST', `${EMULATOR}/v1/notifications/webhooks-events/${event.id}/resend`, { body: {}, token })).status).toBe(202);
    const late = await capture(skuId, order.id, session);
    expect(late.status).toBe(200);
    expect(late.body.data.capture_id).toBe(captured.body.purchase_units[0].payments.captures[0].id);
    expect(await query('SELECT 1 FROM outbox WHERE subject = $1', [`Payment received for e-Visa application ${skuId}`])).toHaveLength(1);
  });

  it('ignores a reported capture whose amount is not the order amount', async () => {
    const skuId = await createCompleteApplication();
    const order = await createOrder(skuId, await paymentSession());
    const reply = await simulateCaptureEvent('PAYMENT.CAPTURE.COMPLETED', order.id, { id: 'CAPTURE0000000001', status: 'COMPLETED', value: '1.00' });
    expect(reply.status).toBe(202);
    expect(await query('SELECT status FROM payments WHERE order_id = $1', [order.id])).toEqual([{ status: 'CREATED' }]);
    expect(await query('SELECT payment_status FROM applications WHERE sku_id = $1', [skuId])).toEqual([{ payment_status: 'UNPAID' }]);
  });

  it('counts a denied capture as a failed attempt, once per capture', async () => {
    const skuId = await createCompleteApplication();
    const order = await createOrder(skuId, await paymentSession());
    const denied = { id: 'CAPTUREDENIED0001', status: 'DECLINED', value: '65.00' };
    const event = await simulateCaptureEvent('PAYMENT.CAPTURE.DENIED', order.id, denied);
    await call('POST', `${EMULATOR}/v1/notifications/webhooks-events/${event.body.id}/resend`, { body: {}, token: await emulatorToken() });
    await simulateCaptureEvent('PAYMENT.CAPTURE.DENIED', order.id, denied);
    expect(await query('SELECT status, attempts, capture_id FROM payments WHERE order_id = $1', [order.id])).toEqual([
      { status: 'DECLINED', attempts: 1, capture_id: 'CAPTUREDENIED0001' },
    ]);
  });

  it.each([
    [
      'without signature headers',
      {},
      { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} },
      'The PayPal signature headers are missing.',
    ],
    [
      'with a forged signature',
      SIGNATURE,
      { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} },
      'The webhook signature could not be verified.',
    ],
    ['with a body that is no event', SIGNATURE, { hello: 'world' }, 'The request body is not a PayPal webhook event.'],
  ])('answers 400 %s and does nothing', async (_name, headers, body, message) => {
    const reply = await call('POST', '/api/india/paypal-webhook', { body, headers, client: newClientAddress() });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, status: false, code: 'BAD_REQUEST', message });
    expect(await query('SELECT 1 FROM paypal_webhook_events WHERE id = $1', ['WH-1'])).toEqual([]);
  });
});

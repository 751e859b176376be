import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { EXAMPLE_BUSINESS } from '../src/config/app-config.js';
import { call } from './http.js';
import { DECLINE, EMULATOR, emulatorToken } from './paypal.js';

const ERROR_BODY = {
  name: expect.any(String),
  message: expect.any(String),
  debug_id: expect.stringMatching(/^[0-9a-f]{13}$/),
  links: expect.any(Array),
};

/** The buyer's choice on the approval page, posted as its form posts it. */
const buyerChooses = (token: string, choice: string) =>
  fetch(`${inject('baseUrl')}${EMULATOR}/checkoutnow`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, choice }).toString(),
  });

const newOrder = (value = '10.00') => ({ intent: 'CAPTURE', purchase_units: [{ custom_id: 'SKU', amount: { currency_code: 'USD', value } }] });

describe('the PayPal sandbox emulator speaks PayPal REST', () => {
  it('issues OAuth tokens for its client credentials only', async () => {
    const wrong = await call('POST', `${EMULATOR}/v1/oauth2/token`, {
      rawBody: 'grant_type=client_credentials',
      headers: { authorization: `Basic ${Buffer.from('someone:guess').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const token = await emulatorToken();
    expect(token).toMatch(/^A21AA/);
  });

  it('refuses REST calls without its bearer token as PayPal does', async () => {
    const reply = await call('POST', `${EMULATOR}/v2/checkout/orders`, { body: newOrder(), token: 'A21AA-not-a-token-of-the-emulator' });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ ...ERROR_BODY, name: 'AUTHENTICATION_FAILURE' });
  });

  it('creates, approves and captures an order, with PayPal-Request-Id idempotency and PayPal errors', async () => {
    const token = await emulatorToken();
    const created = await call('POST', `${EMULATOR}/v2/checkout/orders`, { body: newOrder(), token, headers: { 'PayPal-Request-Id': 'create-1' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'CREATED' });
    const replay = await call('POST', `${EMULATOR}/v2/checkout/orders`, {
      body: newOrder('99.00'),
      token,
      headers: { 'PayPal-Request-Id': 'create-1' },
    });
    expect(replay.body.id).toBe(created.body.id);
    const id = created.body.id;

    const notApproved = await call('POST', `${EMULATOR}/v2/checkout/orders/${id}/capture`, { body: {}, token });
    expect(notApproved.status).toBe(422);
    expect(notApproved.body).toMatchObject({ ...ERROR_BODY, name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });

    const approveLink = created.body.links.find((link: { rel: string }) => link.rel === 'approve').href as string;
    const page = await fetch(approveLink);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await call('GET', `${EMULATOR}/v2/checkout/orders/${id}`, { token })).body.status).toBe('CREATED');
    // No return_url: the buyer's choice answers a page saying so.
    const chosen = await buyerChooses(id, 'approve');
    expect(chosen.status).toBe(200);
    expect(await chosen.text()).toContain('Payment approved');
    expect((await call('GET', `${EMULATOR}/v2/checkout/orders/${id}`, { token })).body).toMatchObject({
      status: 'APPROVED',
      payer: { payer_id: expect.any(String) },
    });

    const declined = await call('POST', `${EMULATOR}/v2/checkout/orders/${id}/capture`, { body: {}, token, headers: DECLINE });
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });

    const captured = await call('POST', `${EMULATOR}/v2/checkout/orders/${id}/capture`, {
      body: {},
      token,
      headers: { 'PayPal-Request-Id': 'capture-1' },
    });
    expect(captured.status).toBe(201);
    expect(captured.body).toMatchObject({
      id,
      status: 'COMPLETED',
      purchase_units: [
        {
          custom_id: 'SKU',
          payments: { captures: [{ status: 'COMPLETED', amount: { currency_code: 'USD', value: '10.00' }, final_capture: true }] },
        },
      ],
    });
    const same = await call('POST', `${EMULATOR}/v2/checkout/orders/${id}/capture`, {
      body: {},
      token,
      headers: { 'PayPal-Request-Id': 'capture-1' },
    });
    expect(same.body).toEqual(captured.body);
    const twice = await call('POST', `${EMULATOR}/v2/checkout/orders/${id}/capture`, {
      body: {},
      token,
      headers: { 'PayPal-Request-Id': 'capture-2' },
    });
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
  });

  it.each([
    ['no intent', { purchase_units: newOrder().purchase_units }, '/intent'],
    ['no purchase unit', { intent: 'CAPTURE', purchase_units: [] }, '/purchase_units'],
    ['a bad amount', newOrder('ten'), "/purchase_units/@reference_id=='default'/amount/value"],
  ])('answers an order with %s with INVALID_REQUEST', async (_name, body, field) => {
    const reply = await call('POST', `${EMULATOR}/v2/checkout/orders`, { body, token: await emulatorToken() });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ ...ERROR_BODY, name: 'INVALID_REQUEST', details: [{ field }] });
  });

  it("lets the buyer cancel or pay with a card that is declined, each answered at the capture in PayPal's shape", async () => {
    const token = await emulatorToken();
    const site = 'https://merchant.example/Payment/ABC';
    const order = async () => {
      const body = { ...newOrder(), payment_source: { paypal: { experience_context: { return_url: site, cancel_url: `${site}?cancelled` } } } };
      return (await call('POST', `${EMULATOR}/v2/checkout/orders`, { body, token })).body.id as string;
    };
    const captureOf = (id: string) => call('POST', `${EMULATOR}/v2/checkout/orders/${id}/capture`, { body: {}, token });
    const orderOf = async (id: string) => (await call('GET', `${EMULATOR}/v2/checkout/orders/${id}`, { token })).body;

    // Cancel: back to the cancel_url with the token, the order untouched.
    const cancelled = await order();
    const cancel = await buyerChooses(cancelled, 'cancel');
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${site}?cancelled=&token=${cancelled}`);
    expect((await orderOf(cancelled)).status).toBe('CREATED');

    // A card the bank declines: 422 INSTRUMENT_DECLINED, and the order can be approved again.
    const declined = await order();
    const approved = await buyerChooses(declined, 'card-declined');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toMatch(new RegExp(`^${site}\\?token=${declined}&PayerID=[A-Z0-9]{13}$`));
    const refused = await captureOf(declined);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ ...ERROR_BODY, name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    expect((await orderOf(declined)).status).toBe('CREATED');
    expect((await buyerChooses(declined, 'approve')).status).toBe(303);
    expect((await captureOf(declined)).status).toBe(201);

    // 3-D Secure failed: the same refusal, and the order says why (liability stays with the merchant).
    const unverified = await order();
    await buyerChooses(unverified, '3ds-failed');
    expect((await captureOf(unverified)).body).toMatchObject({ details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    expect((await orderOf(unverified)).payment_source.card.authentication_result).toEqual({
      liability_shift: 'NO',
      three_d_secure: { enrollment_status: 'Y', authentication_status: 'N' },
    });

    // Insufficient funds: the capture is made and DECLINED, with the processor's code 5120.
    const poor = await order();
    await buyerChooses(poor, 'insufficient-funds');
    const denied = await captureOf(poor);
    expect(denied.status).toBe(201);
    expect(denied.body.purchase_units[0].payments.captures[0]).toMatchObject({ status: 'DECLINED', processor_response: { response_code: '5120' } });

    // An unknown choice or order is no order the buyer can act on.
    expect((await buyerChooses(poor, 'steal')).status).toBe(404);
    expect((await buyerChooses('UNKNOWN0000000000', 'approve')).status).toBe(404);
  });

  it('answers unknown orders with RESOURCE_NOT_FOUND and an HTML page for the buyer', async () => {
    const reply = await call('GET', `${EMULATOR}/v2/checkout/orders/UNKNOWN0000000000`, { token: await emulatorToken() });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    const page = await call('GET', `${EMULATOR}/checkoutnow?token=%3Cscript%3E`);
    expect(page.status).toBe(404);
    expect(String(page.body)).toContain('Order not found');
  });

  it('verifies only signatures it made', async () => {
    const token = await emulatorToken();
    const reply = await call('POST', `${EMULATOR}/v1/notifications/verify-webhook-signature`, {
      body: {
        auth_algo: 'SHA256withRSA',
        cert_url: 'https://api.paypal.com/cert',
        transmission_id: 'id',
        transmission_sig: 'forged',
        transmission_time: new Date().toISOString(),
        webhook_id: 'WH-SANDBOX-EMULATOR',
        webhook_event: { id: 'WH-1' },
      },
      token,
    });
    expect(reply.body).toEqual({ verification_status: 'FAILURE' });
    const missing = await call('POST', `${EMULATOR}/v1/notifications/verify-webhook-signature`, { body: { auth_algo: 'x' }, token });
    expect(missing.status).toBe(400);
  });

  it('builds its links from PUBLIC_URL, whatever Host the caller sends, and names the payee as BUSINESS_NAME', async () => {
    const token = await emulatorToken();
    const base = new URL(inject('baseUrl'));
    // Sent with node:http: fetch does not let a caller choose the Host header.
    const created = await new Promise<{ links: Array<{ rel: string; href: string }> }>((resolve, reject) => {
      const sent = request(
        {
          host: base.hostname,
          port: base.port,
          method: 'POST',
          path: `${EMULATOR}/v2/checkout/orders`,
          headers: { host: 'attacker.example', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(JSON.parse(body)));
        },
      );
      sent.on('error', reject);
      sent.end(JSON.stringify(newOrder()));
    });
    for (const link of created.links) expect(link.href.startsWith(`${inject('baseUrl')}${EMULATOR}/`), link.href).toBe(true);
    const approveLink = created.links.find((link) => link.rel === 'approve')!.href;
    const page = await (await fetch(approveLink)).text();
    expect(page).toContain(`to ${EXAMPLE_BUSINESS.name}.`);
  });
});

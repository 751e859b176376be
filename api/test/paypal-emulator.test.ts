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

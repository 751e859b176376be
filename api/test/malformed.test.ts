import { describe, expect, it } from 'vitest';
import { createApplication } from './application-fixtures.js';
import { call, fieldErrors, newClientAddress } from './http.js';
import { EMULATOR, emulatorToken, paymentSession } from './paypal.js';
import { listQuery, signInAdminBeforeAll } from './staff.js';

// Whatever arrives, the answer is a 4xx (or a success) with a JSON message, never a 5xx.
const BODIES = [
  '',
  'null',
  'true',
  '1e400',
  '"text"',
  '[]',
  '{}',
  '{"sku_id": ',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  JSON.stringify({
    sku_id: { $ne: 1 },
    orderID: [1],
    amount: { x: 1 },
    currency: null,
    countryName: ['FRANCE'],
    Email: 42,
    image: { path: '/etc/passwd' },
  }),
  JSON.stringify({ sku_id: 'A'.repeat(5000), orderID: '../../x', amount: 'NaN', countryName: '\u0000\u202e', Given_Name: '\ud800' }),
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
];

const skuId = await createApplication();

const ENDPOINTS: Array<[string, string, 'payment' | 'emulator' | 'none']> = [
  ['POST', '/api/india/create-application', 'none'],
  ['PUT', `/api/india/update-application/${skuId}`, 'none'],
  ['POST', '/api/india/indiaVisaContact', 'none'],
  ['POST', '/api/forms/contact/submissions', 'none'],
  ['POST', '/api/india/getVisaFeeByCountry', 'none'],
  ['POST', '/api/upload', 'none'],
  ['POST', '/api/india/create-Order', 'payment'],
  ['POST', '/api/india/capture-Payment', 'payment'],
  ['POST', '/api/india/paypal-webhook', 'none'],
  ['POST', `/api/india/track/${skuId}/refund`, 'none'],
  ['POST', `${EMULATOR}/v2/checkout/orders`, 'emulator'],
  ['POST', `${EMULATOR}/v2/checkout/orders/X/capture`, 'emulator'],
  ['POST', `${EMULATOR}/v2/payments/captures/X/refund`, 'emulator'],
  ['POST', `${EMULATOR}/v1/notifications/verify-webhook-signature`, 'emulator'],
  ['POST', `${EMULATOR}/v1/notifications/simulate-event`, 'emulator'],
];

describe('malformed requests', () => {
  it.each(ENDPOINTS)('%s %s never answers 5xx', async (method, path, auth) => {
    const session =
      auth === 'payment' ? await paymentSession() : { client: newClientAddress(), token: auth === 'emulator' ? await emulatorToken() : undefined };
    for (const rawBody of BODIES) {
      for (const contentType of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
        const reply = await call(method, path, { rawBody, ...session, headers: { 'content-type': contentType } });
        expect(reply.status, `${contentType} ${rawBody.slice(0, 60)}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
        expect(typeof reply.body).toBe('object');
      }
    }
  });

  it.each([
    '/api/india/View-application/%E0%A4%A',
    '/api/india/View-application/%00',
    '/api/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/uploads/%E0%A4%A',
    `${EMULATOR}/checkoutnow?token[]=1&token[]=2`,
    `${EMULATOR}/checkoutnow`,
  ])('GET %s never answers 5xx', async (path) => {
    const reply = await call('GET', path, { client: newClientAddress() });
    expect(reply.status).toBeLessThan(500);
  });
});

describe('bodies the parser cannot read', () => {
  it.each([
    ['invalid JSON', '{"Surname": "Martin"', 'application/json', 400, 'INVALID_JSON', 'The request body is not valid JSON.'],
    [
      'JSON in UTF-16 (read as garbage)',
      '{"Surname": "Martin"}',
      'application/json; charset=utf-16',
      400,
      'INVALID_JSON',
      'The request body is not valid JSON.',
    ],
    [
      'an unknown charset',
      '{"Surname": "Martin"}',
      'application/json; charset=latin1',
      415,
      'UNSUPPORTED_CHARSET',
      'The request body charset is not supported.',
    ],
    [
      'a body over the size limit',
      `{"Surname": "${'x'.repeat(300_000)}"}`,
      'application/json',
      413,
      'BODY_TOO_LARGE',
      'The request body is too large.',
    ],
  ])("answers %s with the API's own message, never the parser's", async (_what, rawBody, contentType, status, code, message) => {
    const reply = await call('POST', '/api/india/create-application', {
      rawBody,
      client: newClientAddress(),
      headers: { 'content-type': contentType },
    });
    expect([reply.status, reply.body]).toEqual([status, { success: false, status: false, code, message }]);
  });

  it('answers an invalid percent-encoding in the address with 400 and a message', async () => {
    const reply = await call('GET', '/api/india/View-application/%E0%A4%A', { client: newClientAddress() });
    expect([reply.status, reply.body.message]).toEqual([400, 'The request address has an invalid percent-encoding.']);
  });
});

describe('text PostgreSQL cannot store, and values past the request limits', () => {
  const refused = (field: string) =>
    fieldErrors({ field, message: `${field} contains a character that is not allowed (a NUL or an unpaired surrogate).` });
  const json = (text: string) => ({ rawBody: text, client: newClientAddress() });

  it.each([
    ['a lone surrogate', '{"Surname":"Mart\\ud800in"}'],
    ['a NUL', '{"Surname":"Mart\\u0000in"}'],
  ])('refuses %s in a form value with 400 naming the field, and changes nothing', async (_what, rawBody) => {
    const skuId = await createApplication();
    const before = (await call('GET', `/api/india/View-application/${skuId}`, { client: newClientAddress() })).body.data;
    for (const [method, path] of [
      ['PUT', `/api/india/update-application/${skuId}`],
      ['POST', '/api/india/create-application'],
    ]) {
      const reply = await call(method, path, json(rawBody));
      expect([reply.status, reply.body]).toEqual([400, refused('Surname')]);
    }
    expect((await call('GET', `/api/india/View-application/${skuId}`, { client: newClientAddress() })).body.data).toEqual(before);
  });

  it('refuses them in a field name, nested values, the payment calls, the contact form and the fee lookup', async () => {
    const session = await paymentSession();
    const cases: Array<[string, string, string, string, string | undefined]> = [
      ['POST', '/api/india/create-application', '{"\\ud83d":"x"}', '\ud83d', undefined],
      ['PUT', `/api/india/update-application/${skuId}`, '{"saarc":[{"saarc_country":"NEPAL\\u0000"}]}', 'saarc/0/saarc_country', undefined],
      ['POST', '/api/india/capture-Payment', `{"orderID":"5O190127TN364715T\\u0000","sku_id":"${skuId}"}`, 'orderID', session.token],
      ['POST', '/api/india/create-Order', `{"sku_id":"${skuId}\\udfff"}`, 'sku_id', session.token],
      ['POST', '/api/india/indiaVisaContact', '{"remarks":"hello\\u0000"}', 'remarks', undefined],
      ['POST', '/api/india/getVisaFeeByCountry', '{"countryName":"\\udc00FRANCE"}', 'countryName', undefined],
    ];
    for (const [method, path, rawBody, field, token] of cases) {
      const reply = await call(method, path, { rawBody, client: session.client, token });
      expect([reply.status, reply.body], `${path} ${rawBody}`).toEqual([400, refused(field)]);
    }
  });

  it('refuses a NUL in a query string of the admin API with 400', async () => {
    const reply = await call('GET', `/api/admin/applications?filter=${encodeURIComponent('{"q":"a\u0000"}')}`, { client: newClientAddress() });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { field: 'filter', message: 'filter contains a character that is not allowed (a NUL or an unpaired surrogate).' },
    ]);
  });

  it('answers a webhook nested deeper than the limit with 400 before any work (never as if PayPal had failed)', async () => {
    const resource = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const reply = await call('POST', '/api/india/paypal-webhook', {
      rawBody: `{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":${resource}}`,
      client: newClientAddress(),
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
        'paypal-transmission-id': 'x',
        'paypal-transmission-sig': 'x',
        'paypal-transmission-time': new Date().toISOString(),
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('The request body is nested more than 64 levels deep.');
  });

  it.each([
    ['too many entries', `{"saarc":[${Array.from({ length: 5001 }, () => '{}').join(',')}]}`, 'saarc has more than 5000 entries.'],
    ['too many fields', `{${Array.from({ length: 2001 }, (_, index) => `"f${index}":1`).join(',')}}`, 'The request body has more than 2000 fields.'],
  ])('refuses a body with %s with 400', async (_what, rawBody, message) => {
    const reply = await call('POST', '/api/india/create-application', json(rawBody));
    expect([reply.status, reply.body.message]).toEqual([400, message]);
  });
});

describe('admin bodies with a key named like a member every object inherits', () => {
  const admin = signInAdminBeforeAll();
  const client = newClientAddress();

  it.each(['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__'])(
    'answers {"%s": 1} on an application and a fee record with 400 naming the field',
    async (key) => {
      const fees = await call('GET', `/api/admin/fees?${listQuery({ range: [0, 0] })}`, { client, token: admin.token });
      const skuId = await createApplication();
      for (const [path, message] of [
        [`/api/admin/applications/${skuId}`, `${key} cannot be changed by staff: only review_status, assignee_id and note can be.`],
        [`/api/admin/fees/${fees.body[0].id}`, `${key} is not a field of a fee record.`],
      ]) {
        const reply = await call('PUT', path, { rawBody: `{"${key}":1}`, client, token: admin.token });
        expect([reply.status, reply.body], path).toEqual([400, fieldErrors({ field: key, message })]);
      }
    },
  );
});

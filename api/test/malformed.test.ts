import { describe, expect, it } from 'vitest';
import { createApplication } from './applicationFixtures.js';
import { call, newClientAddress } from './http.js';
import { EMULATOR, emulatorToken, paymentSession } from './paypal.js';

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
  JSON.stringify({ sku_id: { $ne: 1 }, orderID: [1], amount: { x: 1 }, currency: null, countryName: ['FRANCE'], Email: 42, image: { path: '/etc/passwd' } }),
  JSON.stringify({ sku_id: 'A'.repeat(5000), orderID: '../../x', amount: 'NaN', countryName: '\u0000\u202e', Given_Name: '\ud800' }),
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
];

const skuId = await createApplication();

const ENDPOINTS: Array<[string, string, 'payment' | 'emulator' | 'none']> = [
  ['POST', '/api/india/create-application', 'none'],
  ['PUT', `/api/india/update-application/${skuId}`, 'none'],
  ['POST', '/api/india/indiaVisaContact', 'none'],
  ['POST', '/api/india/getVisaFeeByCountry', 'none'],
  ['POST', '/api/upload', 'none'],
  ['POST', '/api/india/create-Order', 'payment'],
  ['POST', '/api/india/capture-Payment', 'payment'],
  ['POST', '/api/india/paypal-webhook', 'none'],
  ['POST', `${EMULATOR}/v2/checkout/orders`, 'emulator'],
  ['POST', `${EMULATOR}/v2/checkout/orders/X/capture`, 'emulator'],
  ['POST', `${EMULATOR}/v1/notifications/verify-webhook-signature`, 'emulator'],
  ['POST', `${EMULATOR}/v1/notifications/simulate-event`, 'emulator'],
];

describe('malformed requests', () => {
  it.each(ENDPOINTS)('%s %s never answers 5xx', async (method, path, auth) => {
    const session = auth === 'payment' ? await paymentSession() : { client: newClientAddress(), token: auth === 'emulator' ? await emulatorToken() : undefined };
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

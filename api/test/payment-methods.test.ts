import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompleteApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { approve, capture, createOrder, paymentSession } from './paypal.js';

// Issue 28 item 4: one payment model. A method may carry a surcharge (settings; none by default): it is shown
// before paying (the payment session), charged with the fee, and named on the receipt.

const ADMIN = { email: 'admin@payment-methods.example', password: 'payment methods tests admin password' };

let server: IsolatedServer;
let database: pg.Client;
beforeAll(async () => {
  server = await startIsolatedServer(ADMIN, { SURCHARGE_PAYPAL: '2.50', SURCHARGE_CARD: '1.75' });
  database = new pg.Client({ connectionString: server.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await server?.stop();
});

const on = (method: string, path: string, options: { token?: string; body?: unknown; client?: string } = {}) =>
  call(method, path, { client: newClientAddress(), ...options, baseUrl: server.baseUrl });

describe('a surcharge on a way to pay', () => {
  it('is offered before paying, charged with the fee, and shown on the receipt', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'KENYA' }, server.baseUrl);
    const fee = (await on('GET', `/api/india/View-application/${skuId}`)).body.data.fee.amount as number;
    const session = await paymentSession(server.baseUrl);
    const offered = await on('GET', '/api/india/authenticate');
    expect(offered.body.methods).toEqual([
      { method: 'paypal', label: 'PayPal', surcharge: 2.5 },
      { method: 'card', label: 'Card', surcharge: 1.75 },
    ]);

    // The client's amount, when sent, is the fee with the surcharge.
    const onlyFee = await on('POST', '/api/india/create-Order', { ...session, body: { sku_id: skuId, amount: fee } });
    expect(onlyFee.status).toBe(400);
    const total = fee + 2.5;
    const order = await createOrder(skuId, session, { amount: total });
    await approve(order);
    const paid = await capture(skuId, order.id, session);
    expect(paid.status).toBe(200);
    expect(paid.body.data.amount).toBe(total);

    const { rows } = await database.query(`SELECT method, surcharge::float AS surcharge, amount::float AS amount FROM payments WHERE order_id = $1`, [
      order.id,
    ]);
    expect(rows).toEqual([{ method: 'paypal', surcharge: 2.5, amount: total }]);
    const receipt = await database.query(`SELECT text FROM outbox WHERE subject = $1`, [`Payment received for e-Visa application ${skuId}`]);
    expect(receipt.rows[0].text).toContain(`Visa fee: ${fee.toFixed(2)} USD`);
    expect(receipt.rows[0].text).toContain('Surcharge (PayPal): 2.50 USD');
    expect(receipt.rows[0].text).toContain(`Amount paid: ${total.toFixed(2)} USD`);
  });

  it('charges a card order with the card surcharge, not PayPal’s', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'KENYA' }, server.baseUrl);
    const fee = (await on('GET', `/api/india/View-application/${skuId}`)).body.data.fee.amount as number;
    const session = await paymentSession(server.baseUrl);
    const withPayPals = await on('POST', '/api/india/create-Order', { ...session, body: { sku_id: skuId, method: 'card', amount: fee + 2.5 } });
    expect(withPayPals.status).toBe(400);
    const order = await createOrder(skuId, session, { method: 'card', amount: fee + 1.75 });
    const { rows } = await database.query(`SELECT method, surcharge::float AS surcharge, amount::float AS amount FROM payments WHERE order_id = $1`, [
      order.id,
    ]);
    expect(rows).toEqual([{ method: 'card', surcharge: 1.75, amount: fee + 1.75 }]);
  });
});

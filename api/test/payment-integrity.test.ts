import { SERVICE_OF_FEE_CODE } from '@evisa/forms/fixtures';
import { describe, expect, it } from 'vitest';
import { createCompleteApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { approve, approvedOrder, capture, createOrder, EMULATOR, emulatorToken } from './paypal.js';
import { signInAdmin } from './staff.js';
import { db } from './database.js';

async function query(sql: string, params: unknown[] = []) {
  return (await db.query(sql, params)).rows;
}

async function capturesAtPayPal(orderId: string): Promise<number> {
  const order = (await call('GET', `${EMULATOR}/v2/checkout/orders/${orderId}`, { token: await emulatorToken() })).body;
  return order.purchase_units[0].payments?.captures?.length ?? 0;
}

const save = (skuId: string, body: Record<string, unknown>, client = newClientAddress()) =>
  call('PUT', `/api/india/update-application/${skuId}`, { body, client });

interface SaveReply {
  status: number;
  body: { message?: string };
  value: string;
}

/**
 * Saves one application from several clients at once, over and over, until `until` settles (and a few times
 * after); the answers of every save, each with the value it sent.
 */
async function saveWhile(skuId: string, until: Promise<unknown>, field: string, prefix: string): Promise<SaveReply[]> {
  let settled = false;
  void until.finally(() => (settled = true));
  const loop = async (client: number) => {
    const replies: SaveReply[] = [];
    for (let index = 0; !settled || index < 3; index++) {
      const value = `${prefix} ${client}-${index}`;
      replies.push({ ...(await save(skuId, { [field]: value })), value });
    }
    return replies;
  };
  return (await Promise.all([1, 2, 3, 4].map(loop))).flat();
}

// Each race runs several times: a lost update shows up only in some interleavings.
const TRIALS = 10;

describe('saves racing a capture', () => {
  it.each(Array.from({ length: TRIALS }, (_, trial) => trial + 1))('never undo the payment nor let it be taken twice (trial %i)', async () => {
    const skuId = await createCompleteApplication();
    const { session, order } = await approvedOrder(skuId);

    const captured = capture(skuId, order.id, session);
    const saves = await saveWhile(skuId, captured, 'Places_to_be_visited', 'Agra');
    expect((await captured).status).toBe(200);
    for (const reply of saves) expect([200, 409]).toContain(reply.status);

    // The saves after the capture are refused, with the paid message.
    expect(saves.at(-1)).toMatchObject({ status: 409, body: { message: 'This application has been paid and can no longer be changed.' } });
    const view = await call('GET', `/api/india/View-application/${skuId}`, { client: session.client });
    expect(view.body.data.payment_status).toBe('COMPLETED');
    // The stored answer is one the applicant was told was saved (the original one when none was).
    const accepted = saves.filter((reply) => reply.status === 200).map((reply) => reply.value);
    if (accepted.length) expect(accepted).toContain(view.body.data.Places_to_be_visited);

    const again = await call('POST', '/api/india/create-Order', { body: { sku_id: skuId }, ...session });
    expect(again.status).toBe(409);
    expect(await query(`SELECT status FROM payments WHERE sku_id = $1`, [skuId])).toEqual([{ status: 'COMPLETED' }]);
    expect(await capturesAtPayPal(order.id)).toBe(1);
  });

  it.each(Array.from({ length: TRIALS }, (_, trial) => trial + 1))("never overwrite the staff's review status (trial %i)", async () => {
    const admin = await signInAdmin();
    const skuId = await createCompleteApplication();
    const reviewed = call('PUT', `/api/admin/applications/${skuId}`, {
      body: { review_status: 'IN_REVIEW' },
      token: admin.token,
      client: newClientAddress(),
    });
    await saveWhile(skuId, reviewed, 'Places_to_be_visited', 'Jaipur');
    expect((await reviewed).status).toBe(200);
    expect(await query(`SELECT review_status FROM applications WHERE sku_id = $1`, [skuId])).toEqual([{ review_status: 'IN_REVIEW' }]);
  });
});

describe('the fee of an order', () => {
  // Argentina, 30 days, normal processing: 39; then 5 years with urgent processing: 69 + 60.
  const CHEAP = { Nationality: 'ARGENTINA', Application_Type: 'Normal Processing', ...SERVICE_OF_FEE_CODE.tourist30Days };
  const DEAR = { Application_Type: 'Urgent Processing', Sub_t_Visa_Service: '5 Year', sub_Visa_Service: 'Recreation/Sight-seeing' };

  it('is checked against the application at capture: a changed application is not paid at its old price', async () => {
    const skuId = await createCompleteApplication(CHEAP);
    const { session, order } = await approvedOrder(skuId);
    expect((await save(skuId, DEAR)).status).toBe(200);

    const refused = await capture(skuId, order.id, session);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Your application was changed after this payment was started, and its fee is now 129.00 USD. Nothing was charged: please start the payment again.',
    );
    expect(await capturesAtPayPal(order.id)).toBe(0);
    expect(await query(`SELECT status, amount::float AS amount FROM payments WHERE order_id = $1`, [order.id])).toEqual([
      { status: 'VOIDED', amount: 39 },
    ]);
    const again = await capture(skuId, order.id, session);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment was cancelled because the application changed after it was started. Please pay again.');

    // A new order takes the new fee.
    const second = await createOrder(skuId, session);
    await approve(second);
    const paid = await capture(skuId, second.id, session);
    expect(paid.status).toBe(200);
    expect(paid.body.data.amount).toBe(129);
  });

  it('is not taken for an application made incomplete after the order: 409 naming the steps, the order voided, nothing charged', async () => {
    const skuId = await createCompleteApplication();
    const { session, order } = await approvedOrder(skuId);
    // A purpose whose own questions (step 4) are not answered yet: the save is fine, the application incomplete.
    expect((await save(skuId, { sub_Visa_Service: 'Short Term Yoga Programme' })).status).toBe(200);

    const refused = await capture(skuId, order.id, session);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^The application is not complete\. Please complete step4 \(\/Apply4\) and pay again: nothing was charged\.$/,
    );
    expect(refused.body.incompleteSteps.map((step: { id: string }) => step.id)).toEqual(['step4']);
    expect(await capturesAtPayPal(order.id)).toBe(0);
    expect(await query(`SELECT status FROM payments WHERE order_id = $1`, [order.id])).toEqual([{ status: 'VOIDED' }]);
    const view = (await call('GET', `/api/india/View-application/${skuId}`, { client: session.client })).body.data;
    expect(view.payment_status).toBe('UNPAID');
  });

  it.each(Array.from({ length: TRIALS }, (_, trial) => trial + 1))(
    'racing a change of the application is paid at the fee it ends with (trial %i)',
    async () => {
      const skuId = await createCompleteApplication(CHEAP);
      const { session, order } = await approvedOrder(skuId);

      const [captured, changed] = await Promise.all([capture(skuId, order.id, session), save(skuId, DEAR)]);
      const view = (await call('GET', `/api/india/View-application/${skuId}`, { client: session.client })).body.data;
      if (captured.status === 200) {
        // The capture went first: the change waited for it and was refused.
        expect(changed.status).toBe(409);
        expect([captured.body.data.amount, view.payment_status, view.Application_Type]).toEqual([39, 'COMPLETED', 'Normal Processing']);
      } else {
        // The change went first: the order no longer matched, and nothing was charged.
        expect([captured.status, changed.status, view.payment_status]).toEqual([409, 200, 'UNPAID']);
        expect(await capturesAtPayPal(order.id)).toBe(0);
      }
      expect(view.fee.amount).toBe(view.payment_status === 'COMPLETED' ? 39 : 129);
    },
  );
});

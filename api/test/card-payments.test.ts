import { describe, expect, it } from 'vitest';
import { createCompleteApplication } from './application-fixtures.js';
import { db } from './database.js';
import { call, newClientAddress } from './http.js';
import { capture, EMULATOR, emulatorToken, paymentSession } from './paypal.js';

// Issue 28 item 1: cards in the page. A card order (create-Order's `method: 'card'`) is a PayPal order with
// payment_source.card and 3-D Secure when required; the emulator takes the card as PayPal's card fields send it
// (confirm-payment-source), answers PAYER_ACTION_REQUIRED with a 'payer-action' challenge for a 3-D Secure card,
// and the capture reads the outcome before capturing. Declines count as PayPal's do.

const CARDS = {
  approved: '4111111111111111',
  threeDsPasses: '4000000000003220',
  threeDsFails: '4000008400001629',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
};

type Session = Awaited<ReturnType<typeof paymentSession>>;

async function cardOrder(skuId: string, session: Session, extra: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/india/create-Order', { body: { sku_id: skuId, method: 'card', ...extra }, ...session });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: string; status: string; links: Array<{ rel: string; href: string }> };
}

/** The card as PayPal's card fields (or the site's test-mode card form) send it from the browser: no token. */
function confirmCard(orderId: string, number: string, expiry = '2031-08') {
  return call('POST', `${EMULATOR}/v2/checkout/orders/${orderId}/confirm-payment-source`, {
    client: newClientAddress(),
    body: { payment_source: { card: { number, expiry, security_code: '123', name: 'Test Buyer' } } },
  });
}

/** The buyer completes the 3-D Secure challenge behind the payer-action link; PayPal sends the buyer back (303). */
async function completeChallenge(payerAction: string): Promise<{ status: number; location: string | null; html: string }> {
  const page = await fetch(payerAction);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('3-D Secure check');
  const orderId = new URL(payerAction).searchParams.get('cart_id')!;
  const response = await fetch(new URL('helios', payerAction), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cart_id: orderId }).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function emulatorOrder(orderId: string) {
  return (await call('GET', `${EMULATOR}/v2/checkout/orders/${orderId}`, { token: await emulatorToken() })).body;
}

describe('paying by card', () => {
  it('creates a PayPal card order with 3-D Secure when required, passes the challenge, and completes the application', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'KENYA' });
    const session = await paymentSession();
    const order = await cardOrder(skuId, session);
    expect(order.status).toBe('CREATED');
    expect((await emulatorOrder(order.id)).payment_source).toEqual({ card: {} });

    const confirmed = await confirmCard(order.id, CARDS.threeDsPasses);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('PAYER_ACTION_REQUIRED');
    expect(confirmed.body.payment_source.card).toEqual({ brand: 'VISA', last_digits: '3220' });
    const payerAction = confirmed.body.links.find((link: { rel: string }) => link.rel === 'payer-action').href as string;

    // Not captured before the buyer authenticates.
    expect((await capture(skuId, order.id, session)).status).toBe(409);

    const back = await completeChallenge(payerAction);
    expect(back.status).toBe(303);
    expect(back.location).toMatch(new RegExp(`/Payment/${skuId}\\?token=${order.id}$`));
    expect((await emulatorOrder(order.id)).payment_source.card.authentication_result).toEqual({
      liability_shift: 'POSSIBLE',
      three_d_secure: { enrollment_status: 'Y', authentication_status: 'Y' },
    });

    const paid = await capture(skuId, order.id, session);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.payment_status).toBe('COMPLETED');
    const { rows } = await db.query(`SELECT method, status FROM payments WHERE order_id = $1`, [order.id]);
    expect(rows).toEqual([{ method: 'card', status: 'COMPLETED' }]);
    const receipt = await db.query(`SELECT text FROM outbox WHERE subject = $1`, [`Payment received for e-Visa application ${skuId}`]);
    expect(receipt.rows).toHaveLength(1);
    expect(receipt.rows[0].text).toContain('Paid by: Card');
    expect(receipt.rows[0].text).toContain(`Transaction id (card, through PayPal): ${paid.body.data.capture_id}`);
    const audit = await db.query(`SELECT 1 FROM audit_logs WHERE record_id = $1 AND changes->'payment_status'->>'to' = 'COMPLETED'`, [skuId]);
    expect(audit.rows).toHaveLength(1);
  });

  it('approves a card without 3-D Secure at once', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'KENYA' });
    const session = await paymentSession();
    const order = await cardOrder(skuId, session);
    const confirmed = await confirmCard(order.id, CARDS.approved);
    expect(confirmed.body.status).toBe('APPROVED');
    expect(confirmed.body.links.map((link: { rel: string }) => link.rel)).not.toContain('payer-action');
    expect((await capture(skuId, order.id, session)).body.data.payment_status).toBe('COMPLETED');
  });

  it('captures nothing after a failed 3-D Secure check, and counts card declines toward the block', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'KENYA' });
    const session = await paymentSession();

    const unverified = await cardOrder(skuId, session);
    const challenged = await confirmCard(unverified.id, CARDS.threeDsFails);
    expect(challenged.body.status).toBe('PAYER_ACTION_REQUIRED');
    await completeChallenge(challenged.body.links.find((link: { rel: string }) => link.rel === 'payer-action').href);
    expect((await emulatorOrder(unverified.id)).payment_source.card.authentication_result.liability_shift).toBe('NO');
    const refused = await capture(skuId, unverified.id, session);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Your card could not be verified (3-D Secure authentication failed). Please try again or use another card (2 attempts left).',
    );
    // Nothing was captured at PayPal, and asking again counts nothing more.
    expect((await emulatorOrder(unverified.id)).status).toBe('APPROVED');
    expect((await capture(skuId, unverified.id, session)).body.message).toContain('(2 attempts left)');

    const declined = await cardOrder(skuId, session);
    expect((await confirmCard(declined.id, CARDS.declined)).body.status).toBe('APPROVED');
    const refusedByBank = await capture(skuId, declined.id, session);
    expect(refusedByBank.status).toBe(402);
    expect(refusedByBank.body.message).toBe('Your payment was declined. Please try another card or payment method (1 attempt left).');

    const poor = await cardOrder(skuId, session);
    await confirmCard(poor.id, CARDS.insufficientFunds);
    const blocked = await capture(skuId, poor.id, session);
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ blocked: true });
    const { rows } = await db.query(`SELECT method, attempts FROM payments WHERE sku_id = $1 ORDER BY created_at`, [skuId]);
    expect(rows).toEqual([
      { method: 'card', attempts: 1 },
      { method: 'card', attempts: 1 },
      { method: 'card', attempts: 1 },
    ]);
    expect((await db.query(`SELECT payment_status FROM applications WHERE sku_id = $1`, [skuId])).rows[0].payment_status).toBe('UNPAID');
  });

  it('refuses a card number that fails its check, an expired card and an unknown method, changing nothing', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'KENYA' });
    const session = await paymentSession();
    const order = await cardOrder(skuId, session);
    const wrong = await confirmCard(order.id, '4111111111111112');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ issue: 'INVALID_PARAMETER_VALUE', field: '/payment_source/card/number' }],
    });
    const old = await confirmCard(order.id, CARDS.approved, '2020-01');
    expect(old.status).toBe(422);
    expect(old.body).toMatchObject({ details: [{ issue: 'CARD_EXPIRED' }] });
    expect((await emulatorOrder(order.id)).status).toBe('CREATED');
    expect((await confirmCard('NOSUCHORDER', CARDS.approved)).status).toBe(404);

    const unknown = await call('POST', '/api/india/create-Order', { body: { sku_id: skuId, method: 'cash' }, ...session });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('method must be one of paypal, card');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { db } from './database.js';
import { call, newClientAddress } from './http.js';
import { approve as buyerApproves, EMULATOR, emulatorToken, eventually, pay } from './paypal.js';
import { listQuery, newStaff, signInAdmin, type SignedIn } from './staff.js';

const client = newClientAddress();
const ERROR_BODY = { name: expect.any(String), message: expect.any(String), debug_id: expect.any(String), links: expect.any(Array) };

let staff: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  staff = await newStaff('staff');
  other = await newStaff('staff');
});

/** An order made, approved and captured straight at the emulator: a capture of `value` USD to refund. */
async function emulatorCapture(token: string, value: string): Promise<string> {
  const created = await call('POST', `${EMULATOR}/v2/checkout/orders`, {
    token,
    body: { intent: 'CAPTURE', purchase_units: [{ custom_id: 'SKU', amount: { currency_code: 'USD', value } }] },
  });
  await buyerApproves({ id: created.body.id, approve: created.body.links.find((link: { rel: string }) => link.rel === 'approve').href });
  const captured = await call('POST', `${EMULATOR}/v2/checkout/orders/${created.body.id}/capture`, { token, body: {} });
  expect(captured.status).toBe(201);
  return captured.body.purchase_units[0].payments.captures[0].id;
}

const refundAtPayPal = (token: string, captureId: string, body: unknown, requestId?: string) =>
  call('POST', `${EMULATOR}/v2/payments/captures/${captureId}/refund`, {
    token,
    body,
    headers: { Prefer: 'return=representation', ...(requestId ? { 'PayPal-Request-Id': requestId } : {}) },
  });

describe("the emulator's refund call speaks PayPal's contract", () => {
  it("refunds in part, then the rest; repeats an answer for a PayPal-Request-Id; refuses more than is left with PayPal's error", async () => {
    const token = await emulatorToken();
    const captureId = await emulatorCapture(token, '85.00');

    const part = await refundAtPayPal(token, captureId, { amount: { currency_code: 'USD', value: '42.50' } }, 'refund-a');
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '42.50' },
    });
    expect(part.body.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'self' }),
        expect.objectContaining({ rel: 'up', href: expect.stringMatching(new RegExp(`/v2/payments/captures/${captureId}$`)) }),
      ]),
    );
    // The same request id: the same refund, not a second one, whatever the body says.
    const again = await refundAtPayPal(token, captureId, { amount: { currency_code: 'USD', value: '10.00' } }, 'refund-a');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(part.body);

    const over = await refundAtPayPal(token, captureId, { amount: { currency_code: 'USD', value: '42.51' } }, 'refund-b');
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ ...ERROR_BODY, name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });

    // No amount: all that is left.
    const rest = await refundAtPayPal(token, captureId, {}, 'refund-c');
    expect(rest.status).toBe(201);
    expect(rest.body.amount).toEqual({ currency_code: 'USD', value: '42.50' });
    const none = await refundAtPayPal(token, captureId, { amount: { currency_code: 'USD', value: '0.01' } }, 'refund-d');
    expect(none.status).toBe(422);
    expect(none.body.details[0].issue).toBe('CAPTURE_FULLY_REFUNDED');

    const unknown = await refundAtPayPal(token, 'NOSUCHCAPTURE0001', {}, 'refund-e');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    const noToken = await call('POST', `${EMULATOR}/v2/payments/captures/${captureId}/refund`, { body: {} });
    expect(noToken.status).toBe(401);
  });

  it('refunds once when two refunds with one PayPal-Request-Id come at once', async () => {
    const token = await emulatorToken();
    const captureId = await emulatorCapture(token, '20.00');
    const both = await Promise.all(
      [1, 2].map(() => refundAtPayPal(token, captureId, { amount: { currency_code: 'USD', value: '5.00' } }, 'same-request')),
    );
    expect(both.map((reply) => reply.status)).toEqual([201, 201]);
    expect(both[0].body.id).toBe(both[1].body.id);
    const rest = await refundAtPayPal(token, captureId, {});
    expect(rest.body.amount.value).toBe('15.00');
  });
});

const standing = (skuId: string) => call('GET', `/api/india/track/${skuId}/refund`, { client });
const ask = (skuId: string, reason: unknown = 'My trip is cancelled.') =>
  call('POST', `/api/india/track/${skuId}/refund`, { client: newClientAddress(), body: { reason } });
const approve = (id: string, body: unknown, as = staff) =>
  call('POST', `/api/admin/refund-requests/${id}/approve`, { client, token: as.token, body });
const decline = (id: string, reason: string) =>
  call('POST', `/api/admin/refund-requests/${id}/decline`, { client, token: staff.token, body: { reason } });

async function paidApplication(): Promise<string> {
  const skuId = await createCompleteApplication({ Nationality: 'FRANCE', Application_Type: 'Normal Processing' });
  await pay(skuId);
  return skuId;
}

async function requestOf(skuId: string): Promise<{ id: string; policy_amount: number; fee: number }> {
  const reply = await call('GET', `/api/admin/refund-requests?${listQuery({ filter: { sku_id: skuId } })}`, { client, token: staff.token });
  expect(reply.status).toBe(200);
  return reply.body[0];
}

const states = async (skuId: string) =>
  (await db.query(`SELECT payment_status, review_status, refunded_at FROM applications WHERE sku_id = $1`, [skuId])).rows[0];
const ledger = async (skuId: string) =>
  (
    await db.query(`SELECT amount::text AS amount, paypal_refund_id, refund_request_id FROM payment_refunds WHERE sku_id = $1 ORDER BY created_at`, [
      skuId,
    ])
  ).rows;
const refundMails = async (skuId: string) =>
  (await db.query(`SELECT subject, text FROM outbox WHERE subject LIKE $1 ORDER BY created_at`, [`Your e-Visa application ${skuId}: refund%`])).rows;

describe('refunds by the published policy', () => {
  it('quotes nothing for an unpaid application and refuses its request', async () => {
    const skuId = await createApplication();
    const before = await standing(skuId);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ can_ask: false, paid: 0, request: null });
    const refused = await ask(skuId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This application is not paid: there is nothing to refund.');
    expect((await call('GET', '/api/india/track/ABCDEFGHJKMNPQRST/refund', { client })).status).toBe(404);
  });

  it("quotes the fee less the 50% cancellation fee within 30 minutes, records the request once, and staff's approval refunds it through PayPal", async () => {
    const skuId = await paidApplication();
    const quoted = await standing(skuId);
    const { paid } = quoted.body.data;
    expect(quoted.body.data).toMatchObject({ currency: 'USD', refunded: 0, can_ask: true, request: null });
    expect(quoted.body.data.quote).toEqual({ amount: paid / 2, rule: { id: 'cancellation_window', words: expect.stringContaining('30 minutes') } });

    expect((await ask(skuId, ' ')).status).toBe(400);
    const asked = await ask(skuId);
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ can_ask: false, request: { status: 'PENDING', policy_amount: paid / 2, amount: null } });
    const twice = await ask(skuId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A refund request for this application is waiting for our team already.');

    const list = await call(
      'GET',
      `/api/admin/refund-requests?${listQuery({ filter: { status: 'PENDING', q: skuId }, sort: ['created_at', 'DESC'], range: [0, 9] })}`,
      {
        client,
        token: staff.token,
      },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('refund-requests 0-0/1');
    const request = list.body[0];
    expect(request).toMatchObject({
      sku_id: skuId,
      status: 'PENDING',
      reason: 'My trip is cancelled.',
      fee: paid,
      policy_amount: paid / 2,
      policy_rule: { id: 'cancellation_window' },
    });
    expect((await call('GET', `/api/admin/refund-requests/${request.id}`, { client, token: staff.token })).body).toEqual(request);

    // Another amount needs a reason; more than was paid is refused before PayPal is asked.
    const noReason = await approve(request.id, { amount: paid / 2 + 1 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].field).toBe('reason');
    const tooMuch = await approve(request.id, { amount: paid + 1, reason: 'Goodwill' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(`Only ${paid.toFixed(2)} USD of this payment is left to refund.`);

    const approved = await approve(request.id, { amount: paid / 2 });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'REFUNDED',
      amount: paid / 2,
      refunded: paid / 2,
      decided_by: staff.user.email,
      paypal_refund_id: expect.any(String),
    });
    expect(await states(skuId)).toMatchObject({ payment_status: 'PARTIALLY_REFUNDED', review_status: 'WITHDRAWN', refunded_at: expect.any(Date) });
    expect(await ledger(skuId)).toEqual([
      { amount: (paid / 2).toFixed(2), paypal_refund_id: approved.body.paypal_refund_id, refund_request_id: request.id },
    ]);

    // PayPal's webhook for the same refund changes nothing more.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ledger(skuId)).toHaveLength(1);
    const mails = await refundMails(skuId);
    expect(mails.map((mail: { subject: string }) => mail.subject)).toEqual([
      `Your e-Visa application ${skuId}: refund of ${(paid / 2).toFixed(2)} USD`,
    ]);
    expect(mails[0].text).toContain('Your application is cancelled');

    const audit = await db.query(
      `SELECT user_email, changes FROM audit_logs WHERE resource = 'applications' AND record_id = $1 ORDER BY created_at`,
      [skuId],
    );
    expect(audit.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ changes: expect.objectContaining({ refund_request: expect.objectContaining({ rule: 'cancellation_window' }) }) }),
        {
          user_email: staff.user.email,
          changes: {
            payment_status: { from: 'COMPLETED', to: 'PARTIALLY_REFUNDED' },
            refund: { amount: paid / 2, currency: 'USD', paypal_refund_id: approved.body.paypal_refund_id, request: request.id },
          },
        },
        { user_email: staff.user.email, changes: { review_status: { from: 'NEW', to: 'WITHDRAWN' } } },
      ]),
    );

    const again = await approve(request.id, { amount: paid / 2 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`This refund request was refunded already by ${staff.user.email}.`);
    expect((await decline(request.id, 'Too late')).status).toBe(409);

    const after = await standing(skuId);
    expect(after.body.data).toMatchObject({
      refunded: paid / 2,
      can_ask: false,
      request: { status: 'REFUNDED', amount: paid / 2 },
      quote: { amount: 0 },
    });
    const more = await ask(skuId);
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('Your refund request for this application was approved and refunded already.');
    const tracked = await call('GET', `/api/india/track/${skuId}`, { client });
    expect(tracked.body.data).toMatchObject({ payment_status: 'PARTIALLY_REFUNDED', stage: 'withdrawn' });
  });

  it('quotes nothing after the window; staff may refund more with a reason, then the application is refunded in full', async () => {
    const skuId = await paidApplication();
    await db.query(`UPDATE applications SET paid_at = now() - interval '1 hour' WHERE sku_id = $1`, [skuId]);
    const quoted = await standing(skuId);
    expect(quoted.body.data.quote).toMatchObject({ amount: 0, rule: { id: 'non_refundable' } });
    expect((await ask(skuId, 'The embassy asked me to apply for a regular visa.')).status).toBe(201);
    const request = await requestOf(skuId);
    expect(request.policy_amount).toBe(0);
    const approved = await approve(request.id, { amount: request.fee, reason: 'Our mistake: the wrong visa was advised.' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'REFUNDED', amount: request.fee, staff_reason: 'Our mistake: the wrong visa was advised.' });
    const audited = await db.query(`SELECT changes FROM audit_logs WHERE resource = 'applications' AND record_id = $1 AND changes ? 'refund'`, [
      skuId,
    ]);
    expect(audited.rows).toEqual([{ changes: expect.objectContaining({ reason: 'Our mistake: the wrong visa was advised.' }) }]);
    expect(await states(skuId)).toMatchObject({ payment_status: 'REFUNDED', review_status: 'WITHDRAWN' });
    const more = await ask(skuId);
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('This application has been refunded in full already.');
    expect((await standing(skuId)).body.data.can_ask).toBe(false);
  });

  it('declines with a reason the applicant is e-mailed, once', async () => {
    const skuId = await paidApplication();
    expect((await ask(skuId)).status).toBe(201);
    const request = await requestOf(skuId);
    expect((await decline(request.id, ' ')).status).toBe(400);
    const declined = await decline(request.id, 'Your travel is within 48 hours.');
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'DECLINED',
      staff_reason: 'Your travel is within 48 hours.',
      amount: null,
      decided_by: staff.user.email,
    });
    expect((await decline(request.id, 'Again')).status).toBe(409);
    expect((await approve(request.id, { amount: request.policy_amount })).status).toBe(409);
    expect(await states(skuId)).toMatchObject({ payment_status: 'COMPLETED', review_status: 'NEW' });
    const mails = await refundMails(skuId);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your e-Visa application ${skuId}: refund request declined`);
    expect(mails[0].text).toContain('> Your travel is within 48 hours.');
    expect((await standing(skuId)).body.data).toMatchObject({
      can_ask: true,
      request: { status: 'DECLINED', staff_reason: 'Your travel is within 48 hours.' },
    });
  });

  it('refunds once when two staff approve at once', async () => {
    const skuId = await paidApplication();
    expect((await ask(skuId)).status).toBe(201);
    const request = await requestOf(skuId);
    const replies = await Promise.all([
      approve(request.id, { amount: request.policy_amount }),
      approve(request.id, { amount: request.policy_amount }, other),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await ledger(skuId)).toHaveLength(1);
    const { rows } = await db.query(`SELECT capture_id FROM payments WHERE sku_id = $1 AND status = 'COMPLETED'`, [skuId]);
    const order = await db.query(`SELECT "order" FROM paypal_emulator_orders WHERE "order" @> $1::jsonb`, [
      JSON.stringify({ purchase_units: [{ payments: { captures: [{ id: rows[0].capture_id }] } }] }),
    ]);
    expect(order.rows[0].order.purchase_units[0].payments.refunds).toHaveLength(1);
    expect(await refundMails(skuId)).toHaveLength(1);
  });

  it("records a refund made in PayPal's own dashboard from its webhook, once however often it is delivered", async () => {
    const skuId = await paidApplication();
    const { rows } = await db.query(`SELECT capture_id, amount::text AS amount FROM payments WHERE sku_id = $1 AND status = 'COMPLETED'`, [skuId]);
    const token = await emulatorToken();
    const refund = await refundAtPayPal(token, rows[0].capture_id, { amount: { currency_code: 'USD', value: '10.00' } }, 'dashboard-refund');
    expect(refund.status).toBe(201);
    const recorded = await eventually(
      () => ledger(skuId),
      (entries) => entries.length > 0,
    );
    expect(recorded).toEqual([{ amount: '10.00', paypal_refund_id: refund.body.id, refund_request_id: null }]);
    expect(await states(skuId)).toMatchObject({ payment_status: 'PARTIALLY_REFUNDED', review_status: 'NEW' });

    const { rows: events } = await db.query(`SELECT id FROM paypal_emulator_events WHERE event->'resource'->>'id' = $1`, [refund.body.id]);
    expect(events).toHaveLength(1);
    const resent = await call('POST', `${EMULATOR}/v1/notifications/webhooks-events/${events[0].id}/resend`, { body: {}, token });
    expect(resent.status).toBe(202);
    expect(await ledger(skuId)).toHaveLength(1);
    expect((await refundMails(skuId)).map((mail: { subject: string }) => mail.subject)).toEqual([
      `Your e-Visa application ${skuId}: refund of 10.00 USD`,
    ]);
    expect((await standing(skuId)).body.data).toMatchObject({ refunded: 10, paid: Number(rows[0].amount) });
  });

  it("finishes an approval cut short (a crash after PayPal's refund) from PayPal's webhook, and lets a lapsed claim be approved again", async () => {
    const skuId = await paidApplication();
    expect((await ask(skuId)).status).toBe(201);
    const request = await requestOf(skuId);
    // The approval claimed the request and PayPal refunded it, then the server stopped before recording it.
    await db.query(
      `UPDATE refund_requests SET status = 'REFUNDING', amount = policy_amount, decided_by = $2, staff_reason = $3, claimed_at = now() WHERE id = $1`,
      [request.id, staff.user.email, 'Agreed with the applicant by phone.'],
    );
    const claimed = await approve(request.id, { amount: request.policy_amount }, other);
    expect(claimed.status).toBe(409);
    expect(claimed.body.message).toBe(`This refund request is being refunded right now (approved by ${staff.user.email}).`);
    const { rows } = await db.query(`SELECT capture_id FROM payments WHERE sku_id = $1 AND status = 'COMPLETED'`, [skuId]);
    const token = await emulatorToken();
    const value = request.policy_amount.toFixed(2);
    expect((await refundAtPayPal(token, rows[0].capture_id, { amount: { currency_code: 'USD', value } }, request.id)).status).toBe(201);
    const finished = await eventually(
      () => requestOf(skuId),
      (one) => (one as unknown as { status: string }).status === 'REFUNDED',
    );
    expect(finished).toMatchObject({ status: 'REFUNDED', amount: request.policy_amount });
    expect(await ledger(skuId)).toEqual([expect.objectContaining({ refund_request_id: request.id })]);
    expect(await states(skuId)).toMatchObject({ payment_status: 'PARTIALLY_REFUNDED', review_status: 'WITHDRAWN' });
    expect(await refundMails(skuId)).toHaveLength(1);
    // Audited as the approval would have been: by the staff member who approved it, with their reason.
    const audited = await db.query(
      `SELECT user_email, changes->'reason' AS reason FROM audit_logs WHERE resource = 'applications' AND record_id = $1 AND changes ? 'refund'`,
      [skuId],
    );
    expect(audited.rows).toEqual([{ user_email: staff.user.email, reason: 'Agreed with the applicant by phone.' }]);

    // A claim whose approval never reached PayPal lapses: the request can be approved again.
    const second = await paidApplication();
    expect((await ask(second)).status).toBe(201);
    const stale = await requestOf(second);
    await db.query(
      `UPDATE refund_requests SET status = 'REFUNDING', amount = policy_amount, decided_by = $2, claimed_at = now() - interval '5 minutes' WHERE id = $1`,
      [stale.id, staff.user.email],
    );
    const approved = await approve(stale.id, { amount: stale.policy_amount }, other);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'REFUNDED', amount: stale.policy_amount, decided_by: other.user.email });
    expect(await ledger(second)).toHaveLength(1);
  });

  it("erases the applicant's reason with the application and keeps the request for the accounts", async () => {
    const skuId = await paidApplication();
    expect((await ask(skuId, 'A reason with personal details.')).status).toBe(201);
    const admin = await signInAdmin();
    const erased = await call('POST', `/api/admin/applications/${skuId}/erase`, { client, token: admin.token, body: { reason: 'Asked by e-mail.' } });
    expect(erased.status).toBe(200);
    expect(await requestOf(skuId)).toMatchObject({ reason: '[erased]', status: 'PENDING' });
    expect((await standing(skuId)).status).toBe(410);
    expect((await ask(skuId)).status).toBe(410);
  });
});

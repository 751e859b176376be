import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompleteApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { approve, capture, createOrder, paymentSession } from './paypal.js';

// Issue 28 item 2: bank transfer. The applicant chooses it and gets the account and a reference; the amount is fixed
// from then (a changed fee cancels it); staff confirm from an imported statement; under- and over-payments are told
// apart; a transfer never sent is reminded once, then lapses.

const ADMIN = { email: 'admin@bank-transfers.example', password: 'bank transfers tests admin password' };
const ACCOUNT = { account_name: 'e-Visa Guided Service Ltd', iban: 'GB33BUKB20201555555555', bic: 'BUKBGB22', bank_name: 'Example Bank' };

let server: IsolatedServer;
let database: pg.Client;
let token: string;
beforeAll(async () => {
  server = await startIsolatedServer(ADMIN, {
    BANK_TRANSFER_ACCOUNT_NAME: ACCOUNT.account_name,
    BANK_TRANSFER_IBAN: 'GB33 BUKB 2020 1555 5555 55',
    BANK_TRANSFER_BIC: ACCOUNT.bic,
    BANK_TRANSFER_BANK_NAME: ACCOUNT.bank_name,
  });
  database = new pg.Client({ connectionString: server.databaseUrl });
  await database.connect();
  token = (await on('POST', '/api/admin/auth/login', { body: ADMIN })).body.token;
});
afterAll(async () => {
  await database?.end();
  await server?.stop();
});

const on = (method: string, path: string, options: { token?: string; body?: unknown; client?: string } = {}) =>
  call(method, path, { client: newClientAddress(), ...options, baseUrl: server.baseUrl });
const staff = (method: string, path: string, body?: unknown) => on(method, path, { token, body });
const mails = async (skuId: string) =>
  (await database.query(`SELECT subject, text FROM outbox WHERE subject LIKE $1 ORDER BY created_at, id`, [`%${skuId}%`])).rows as Array<{
    subject: string;
    text: string;
  }>;

async function chooseTransfer(skuId: string) {
  const session = await paymentSession(server.baseUrl);
  const reply = await on('POST', '/api/india/bank-transfer', { ...session, body: { sku_id: skuId } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

describe('bank transfer', () => {
  it('gives the account and a reference of its own, fixed until a changed fee cancels it', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'KENYA' }, server.baseUrl);
    const fee = (await on('GET', `/api/india/View-application/${skuId}`)).body.data.fee.amount as number;
    expect((await on('POST', '/api/india/bank-transfer', { body: { sku_id: skuId } })).status).toBe(401);
    expect((await on('GET', '/api/india/authenticate')).body.methods.map((method: { method: string }) => method.method)).toEqual([
      'paypal',
      'card',
      'bank_transfer',
    ]);

    const transfer = await chooseTransfer(skuId);
    expect(transfer).toMatchObject({ sku_id: skuId, status: 'CREATED', fee, surcharge: 0, amount: fee, currency: 'USD', account: ACCOUNT });
    expect(transfer.reference).toMatch(/^EV[2-9A-HJKMNP-Z]{10}$/);
    expect((await chooseTransfer(skuId)).reference).toBe(transfer.reference);
    expect((await on('GET', `/api/india/bank-transfer/${skuId}`)).body.data.reference).toBe(transfer.reference);
    const howTo = (await mails(skuId)).find((mail) => mail.subject === `Your e-Visa application ${skuId}: how to pay by bank transfer`)!;
    expect(howTo.text).toContain(`Payment reference: ${transfer.reference}`);
    expect(howTo.text).toContain(`IBAN: ${ACCOUNT.iban}`);

    // An answer that does not change the fee keeps it; one that does cancels it, and the save says so.
    expect((await on('PUT', `/api/india/update-application/${skuId}`, { body: { Given_Name: 'Ada' } })).body.message).toBe(
      'Application updated successfully.',
    );
    const urgent = await on('PUT', `/api/india/update-application/${skuId}`, { body: { Application_Type: 'Urgent Processing' } });
    expect(urgent.status).toBe(200);
    expect(urgent.body.message).toContain(`your pending bank transfer (reference ${transfer.reference}) was cancelled`);
    const latest = await on('GET', `/api/india/bank-transfer/${skuId}`);
    expect(latest.body.data).toMatchObject({ reference: transfer.reference, status: 'VOIDED', voided_reason: 'fee-changed' });
    expect((await mails(skuId)).map((mail) => mail.subject)).toContain(`Your e-Visa application ${skuId}: your bank transfer was cancelled`);
    // Paying again gives a new reference for the new fee.
    const again = await chooseTransfer(skuId);
    expect(again.reference).not.toBe(transfer.reference);
    expect(again.amount).toBeGreaterThan(fee);

    // Paid by PayPal meanwhile: the transfer is no longer awaited (no reminder, no lapse e-mail).
    const session = await paymentSession(server.baseUrl);
    const order = await createOrder(skuId, session);
    await approve(order);
    expect((await capture(skuId, order.id, session)).status).toBe(200);
    expect((await on('GET', `/api/india/bank-transfer/${skuId}`)).body.data).toMatchObject({
      reference: again.reference,
      status: 'VOIDED',
      voided_reason: 'paid-otherwise',
    });
  });

  it('staff import a statement, see the match, and confirm: short asks for the rest, then paid completes it as PayPal does', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'KENYA', Surname: 'Mwangi' }, server.baseUrl);
    const over = await createCompleteApplication({ Nationality: 'KENYA' }, server.baseUrl);
    const transfer = await chooseTransfer(skuId);
    const overTransfer = await chooseTransfer(over);
    const half = Math.round(transfer.amount * 50) / 100;
    const rest = Math.round((transfer.amount - half) * 100) / 100;
    const csv = [
      'Date,Description,Reference,Amount,Transaction ID',
      `2026-11-20,Salary,,-1200.00,T-1`,
      `2026-11-21,TRANSFER FROM J MWANGI,"ev-${transfer.reference.slice(2, 6).toLowerCase()} ${transfer.reference.slice(6)}",${half.toFixed(2)},T-2`,
      `2026-11-21,Someone,NO REF,25.00,T-3`,
      `2026-11-22,Overpaid,${overTransfer.reference},${(overTransfer.amount + 5).toFixed(2)},T-4`,
    ].join('\n');
    const read = await staff('POST', '/api/admin/bank-transfers/statement', { csv });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.map((line: { line: number; outcome: string; difference: number }) => [line.line, line.outcome, line.difference])).toEqual([
      [3, 'short', rest],
      [4, 'unmatched', 0],
      [5, 'over', 5],
    ]);
    expect(read.body[0].match).toMatchObject({ id: transfer.reference, sku_id: skuId, applicant: expect.stringContaining('Mwangi') });

    // Found by reference in the list, too.
    const listed = await staff(
      'GET',
      `/api/admin/bank-transfers?filter=${encodeURIComponent(JSON.stringify({ q: transfer.reference.slice(0, 7) }))}`,
    );
    expect(listed.body.map((row: { id: string }) => row.id)).toEqual([transfer.reference]);

    const short = await staff('POST', `/api/admin/bank-transfers/${transfer.reference}/confirm`, { amount: half, bank_transaction: 'T-2' });
    expect(short.body).toMatchObject({ outcome: 'short', difference: rest, transfer: { status: 'CREATED', received_amount: half } });
    // The same line confirmed twice counts once.
    expect(
      (await staff('POST', `/api/admin/bank-transfers/${transfer.reference}/confirm`, { amount: half, bank_transaction: 'T-2' })).body.difference,
    ).toBe(rest);
    expect((await mails(skuId)).map((mail) => mail.subject)).toContain(`Your e-Visa application ${skuId}: the rest of your bank transfer is due`);
    expect((await on('GET', `/api/india/View-application/${skuId}`)).body.data.payment_status).toBe('UNPAID');

    const paid = await staff('POST', `/api/admin/bank-transfers/${transfer.reference}/confirm`, { amount: rest, bank_transaction: 'T-9' });
    expect(paid.body).toMatchObject({
      outcome: 'paid',
      difference: 0,
      transfer: { status: 'COMPLETED', received_amount: transfer.amount, bank_transaction: 'T-9' },
    });
    expect((await on('GET', `/api/india/View-application/${skuId}`)).body.data.payment_status).toBe('COMPLETED');
    const receipt = (await mails(skuId)).find((mail) => mail.subject === `Payment received for e-Visa application ${skuId}`);
    expect(receipt?.text).toContain(`Payment reference: ${transfer.reference}`);
    expect(receipt?.text).toContain('Paid by: Bank transfer');
    const audit = await database.query(
      `SELECT user_email, changes FROM audit_logs WHERE record_id = $1 AND changes->'payment_status'->>'to' = 'COMPLETED'`,
      [skuId],
    );
    expect(audit.rows).toEqual([{ user_email: ADMIN.email, changes: { payment_status: { from: 'UNPAID', to: 'COMPLETED' } } }]);
    expect((await staff('POST', `/api/admin/bank-transfers/${transfer.reference}/confirm`, { amount: 1, bank_transaction: 'T-10' })).status).toBe(
      409,
    );

    const overpaid = await staff('POST', `/api/admin/bank-transfers/${overTransfer.reference}/confirm`, {
      amount: overTransfer.amount + 5,
      bank_transaction: 'T-4',
    });
    expect(overpaid.body).toMatchObject({ outcome: 'over', difference: 5, transfer: { status: 'COMPLETED' } });
    expect(overpaid.body.message).toContain("refund the difference from the business's bank account");
  });

  it('reads a CAMT.053 statement as the CSV: booked credits matched by their remittance reference, then confirmed alike', async () => {
    const first = await createCompleteApplication({ Nationality: 'KENYA', Surname: 'Mwangi' }, server.baseUrl);
    const second = await createCompleteApplication({ Nationality: 'KENYA' }, server.baseUrl);
    const transfer = await chooseTransfer(first);
    const overTransfer = await chooseTransfer(second);
    const overAmount = overTransfer.amount + 5;
    const spaced = `${transfer.reference.slice(0, 6).toLowerCase()} ${transfer.reference.slice(6)}`;
    const camt = readFileSync(new URL('fixtures/camt053-statement.xml', import.meta.url), 'utf8')
      .replaceAll('{{AMOUNT_1}}', transfer.amount.toFixed(2))
      .replaceAll('{{REFERENCE_1_SPACED}}', spaced)
      .replaceAll('{{REFERENCE_1}}', transfer.reference)
      .replaceAll('{{AMOUNT_2}}', overAmount.toFixed(2))
      .replaceAll('{{REFERENCE_2}}', overTransfer.reference)
      .replaceAll('{{BATCH_TOTAL}}', (overAmount + 25).toFixed(2));
    const read = await staff('POST', '/api/admin/bank-transfers/statement', { csv: camt });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    // The debit, the credit not yet booked and the reversal are no payments; the batch is read transaction by transaction.
    expect(
      read.body.map(({ line, date, amount, bank_transaction, outcome, difference }: Record<string, unknown>) => [
        line,
        date,
        amount,
        bank_transaction,
        outcome,
        difference,
      ]),
    ).toEqual([
      [2, '2026-11-21', transfer.amount, '20261121-CR-10442', 'paid', 0],
      [4, '2026-11-22', overAmount, '20261122-BATCH-0091-1', 'over', 5],
      [4, '2026-11-22', 25, '20261122-BATCH-0091-2', 'unmatched', 0],
    ]);
    expect(read.body[0].text).toBe(`e-visa fee ${spaced} · JOSEPH MWANGI`);
    expect(read.body[0].match).toMatchObject({ id: transfer.reference, sku_id: first });

    const paid = await staff('POST', `/api/admin/bank-transfers/${transfer.reference}/confirm`, {
      amount: read.body[0].amount,
      bank_transaction: read.body[0].bank_transaction,
    });
    expect(paid.body).toMatchObject({ outcome: 'paid', transfer: { status: 'COMPLETED', bank_transaction: '20261121-CR-10442' } });
    expect((await mails(first)).map((mail) => mail.subject)).toContain(`Payment received for e-Visa application ${first}`);

    // Read again, the confirmed credit is told as paid already.
    expect((await staff('POST', '/api/admin/bank-transfers/statement', { csv: camt })).body[0].outcome).toBe('already-paid');
  });

  it('refuses an XML file that is no bank statement, or is not well formed, changing nothing', async () => {
    const broken = await staff('POST', '/api/admin/bank-transfers/statement', { csv: '<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt>' });
    expect(broken.status).toBe(409);
    expect(broken.body.message).toMatch(/^The statement could not be read as CAMT\.053 XML: /);
    const other = await staff('POST', '/api/admin/bank-transfers/statement', { csv: '<?xml version="1.0"?><Invoice><Id>1</Id></Invoice>' });
    expect(other.body.message).toBe('The statement could not be read as CAMT.053 XML: it is not an ISO 20022 bank-to-customer statement (camt.053)');
    const entity = await staff('POST', '/api/admin/bank-transfers/statement', {
      csv: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><Document>&a;</Document>',
    });
    expect(entity.status).toBe(409);
  });

  it("refunds a bank transfer through the refund requests: approved, then recorded with the bank's reference", async () => {
    const skuId = await createCompleteApplication({ Nationality: 'KENYA' }, server.baseUrl);
    const transfer = await chooseTransfer(skuId);
    await staff('POST', `/api/admin/bank-transfers/${transfer.reference}/confirm`, { amount: transfer.amount, bank_transaction: `IN-${skuId}` });
    expect((await on('POST', `/api/india/track/${skuId}/refund`, { body: { reason: 'My trip is cancelled.' } })).status).toBe(201);
    const [request] = (await staff('GET', `/api/admin/refund-requests?filter=${encodeURIComponent(JSON.stringify({ sku_id: skuId }))}`)).body;
    expect(request.policy_amount).toBeGreaterThan(0);

    // Approved, it waits for the business's bank: nothing is recorded yet, and approving again is refused.
    const approved = await staff('POST', `/api/admin/refund-requests/${request.id}/approve`, { amount: request.policy_amount });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'REFUNDING', amount: request.policy_amount, bank_reference: null, paypal_refund_id: null });
    expect((await staff('POST', `/api/admin/refund-requests/${request.id}/approve`, { amount: request.policy_amount })).status).toBe(409);
    expect((await database.query(`SELECT 1 FROM payment_refunds WHERE sku_id = $1`, [skuId])).rows).toEqual([]);
    expect((await staff('POST', `/api/admin/refund-requests/${request.id}/sent-by-bank`, { bank_reference: ' ' })).status).toBe(400);

    const sent = await staff('POST', `/api/admin/refund-requests/${request.id}/sent-by-bank`, { bank_reference: 'OUT-2026-7731' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'REFUNDED', bank_reference: 'OUT-2026-7731', refunded: request.policy_amount });
    expect((await staff('POST', `/api/admin/refund-requests/${request.id}/sent-by-bank`, { bank_reference: 'OUT-2026-7731' })).status).toBe(409);
    const ledger = await database.query(`SELECT amount::float AS amount, paypal_refund_id, bank_reference FROM payment_refunds WHERE sku_id = $1`, [
      skuId,
    ]);
    expect(ledger.rows).toEqual([{ amount: request.policy_amount, paypal_refund_id: null, bank_reference: 'OUT-2026-7731' }]);
    const status = (await on('GET', `/api/india/View-application/${skuId}`)).body.data.payment_status;
    expect(status).toBe(request.policy_amount >= transfer.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED');
    const audit = await database.query(`SELECT user_email, changes FROM audit_logs WHERE record_id = $1 AND changes ? 'refund'`, [skuId]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ user_email: ADMIN.email, changes: { refund: { bank_reference: 'OUT-2026-7731', request: request.id } } });
    expect((await mails(skuId)).map((mail) => mail.subject)).toContain(
      `Your e-Visa application ${skuId}: refund of ${request.policy_amount.toFixed(2)} USD`,
    );
  });

  it('reminds once before a pending transfer lapses, then lapses it', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'KENYA' }, server.baseUrl);
    const transfer = await chooseTransfer(skuId);
    const age = (days: number) =>
      database.query(`UPDATE payments SET created_at = now() - make_interval(days => $2) WHERE order_id = $1`, [transfer.reference, days]);
    const run = async () => (await staff('POST', '/api/admin/retention/run')).body;

    await age(12);
    expect(await run()).toMatchObject({ bank_transfers_reminded: 1, bank_transfers_expired: 0 });
    expect(await run()).toMatchObject({ bank_transfers_reminded: 0 });
    await age(15);
    expect(await run()).toMatchObject({ bank_transfers_expired: 1 });
    expect((await on('GET', `/api/india/bank-transfer/${skuId}`)).body.data).toMatchObject({ status: 'VOIDED', voided_reason: 'expired' });
    expect((await mails(skuId)).map((mail) => mail.subject).filter((subject) => subject.includes('bank transfer'))).toEqual([
      `Your e-Visa application ${skuId}: how to pay by bank transfer`,
      `Your e-Visa application ${skuId}: your bank transfer is still awaited`,
      `Your e-Visa application ${skuId}: your bank transfer has lapsed`,
    ]);
  });
});

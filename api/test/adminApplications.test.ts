import { uniqueName } from '@evisa/forms/fixtures';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApplication, createCompleteApplication } from './applicationFixtures.js';
import { call, newClientAddress } from './http.js';
import { approve, capture, createOrder, paymentSession } from './paypal.js';
import { listQuery, newStaff, type SignedIn } from './staff.js';

const client = newClientAddress();
const db = new pg.Client({ connectionString: inject('databaseUrl') });
const dbReady = db.connect();
afterAll(() => db.end());

let staff: SignedIn;
beforeAll(async () => {
  staff = await newStaff('staff');
});

const get = (path: string) => call('GET', path, { client, token: staff.token });
const put = (skuId: string, body: unknown) => call('PUT', `/api/admin/applications/${skuId}`, { client, token: staff.token, body });

async function stored(skuId: string) {
  await dbReady;
  const { rows } = await db.query('SELECT payment_status, review_status, data, updated_at FROM applications WHERE sku_id = $1', [skuId]);
  return rows[0];
}

async function history(skuId: string) {
  const reply = await get(`/api/admin/audit-logs?${listQuery({ filter: { resource: 'applications', record_id: skuId }, sort: ['created_at', 'ASC'] })}`);
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('PUT /api/admin/applications/:id (recheck)', () => {
  it('sets the review status and adds a note, returns the record and logs who did it and when', async () => {
    const skuId = await createApplication();
    const reply = await put(skuId, { id: skuId, review_status: 'NEEDS_CHANGES', note: '  Photo is blurred.\r\n\r\n\r\nAsked for a new one.  ' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: skuId,
      review_status: 'NEEDS_CHANGES',
      payment_status: 'UNPAID',
      notes: [{ id: expect.any(String), text: 'Photo is blurred.\n\nAsked for a new one.', user_email: staff.user.email, created_at: expect.any(String) }],
      payments: [],
    });
    expect(await history(skuId)).toEqual([
      {
        id: expect.any(String),
        user_id: staff.user.id,
        user_email: staff.user.email,
        action: 'update',
        resource: 'applications',
        record_id: skuId,
        record_label: skuId,
        changes: { review_status: { from: 'NEW', to: 'NEEDS_CHANGES' }, note: 'Photo is blurred.\n\nAsked for a new one.' },
        created_at: expect.any(String),
      },
    ]);
    expect(Date.now() - new Date((await history(skuId))[0].created_at).getTime()).toBeLessThan(60_000);
  });

  it('keeps every note, newest first, and logs a note alone or a status alone', async () => {
    const skuId = await createApplication();
    await put(skuId, { note: 'First look: fine.' });
    await put(skuId, { review_status: 'READY_TO_SUBMIT' });
    const reply = await put(skuId, { review_status: 'READY_TO_SUBMIT', note: 'Second look.' });
    expect(reply.body.notes.map((note: { text: string }) => note.text)).toEqual(['Second look.', 'First look: fine.']);
    expect((await history(skuId)).map((entry: { changes: unknown }) => entry.changes)).toEqual([
      { note: 'First look: fine.' },
      { review_status: { from: 'NEW', to: 'READY_TO_SUBMIT' } },
      { note: 'Second look.' },
    ]);
  });

  it('writes nothing for an unchanged status without a note', async () => {
    const skuId = await createApplication();
    const reply = await put(skuId, { review_status: 'NEW', note: '   ' });
    expect(reply.status).toBe(200);
    expect(await history(skuId)).toEqual([]);
  });

  it.each([
    ['an answer of the applicant', { Surname: 'Changed' }, 'Surname'],
    ['the payment state', { payment_status: 'COMPLETED' }, 'payment_status'],
    ['form data as a whole', { data: { Surname: 'Changed' } }, 'data'],
    ['the id promoted columns hang on', { sku_id: 'ZZZZZZZZZZZZZZZZZ' }, 'sku_id'],
    ['a column the list shows', { Surname: 'Changed' }, 'Surname'],
  ])('refuses %s with 400 and changes nothing, not even the status sent with it', async (_name, body, field) => {
    const skuId = await createApplication();
    const before = await stored(skuId);
    const reply = await put(skuId, { review_status: 'APPROVED', note: 'sneaky', ...body });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, status: false, errors: [{ field, message: expect.stringContaining(field) }] });
    expect(await stored(skuId)).toEqual(before);
    expect(await history(skuId)).toEqual([]);
  });

  it.each([
    [{ review_status: 'DONE' }, 'review_status', 'review_status must be one of NEW, IN_REVIEW, NEEDS_CHANGES, READY_TO_SUBMIT, SUBMITTED, APPROVED, REJECTED'],
    [{ review_status: 3 }, 'review_status', expect.any(String)],
    [{ note: 42 }, 'note', 'A note must be text'],
    [{ note: 'x'.repeat(5001) }, 'note', 'A note must be at most 5000 characters'],
  ])('answers 400 to %j', async (body, field, message) => {
    const skuId = await createApplication();
    const reply = await put(skuId, body);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field, message }]);
    expect(await history(skuId)).toEqual([]);
  });

  it('answers 400 to a body that is not an object and 404 to an unknown application', async () => {
    const skuId = await createApplication();
    expect((await call('PUT', `/api/admin/applications/${skuId}`, { client, token: staff.token, rawBody: '[1]' })).status).toBe(400);
    expect((await put('ABCDEFGHJKMNPQRST', { review_status: 'NEW' })).status).toBe(404);
  });
});

describe('GET /api/admin/applications', () => {
  it('filters by review status, payment status, service, nationality and creation date', async () => {
    const surname = uniqueName('Filter');
    const skuId = await createApplication({ Surname: surname, Nationality: 'JAPAN' });
    await put(skuId, { review_status: 'SUBMITTED' });
    const today = new Date().toISOString().slice(0, 10);
    const matching = { q: surname, review_status: 'SUBMITTED', payment_status: 'UNPAID', Visa_Service: 'eTOURIST VISA', Nationality: 'JAPAN', created_from: today, created_to: today };
    const found = await get(`/api/admin/applications?${listQuery({ filter: matching })}`);
    expect(found.body.map((record: { id: string }) => record.id)).toEqual([skuId]);
    for (const [key, value] of Object.entries({ review_status: 'NEW', payment_status: 'COMPLETED', Nationality: 'FRANCE', created_from: '2999-01-01', created_to: '2000-01-01' })) {
      const none = await get(`/api/admin/applications?${listQuery({ filter: { ...matching, [key]: value } })}`);
      expect(none.body, key).toEqual([]);
      expect(none.headers.get('content-range')).toBe('applications 0-0/0');
    }
  });

  it('finds an application by its passport number', async () => {
    const passport = `P${Date.now().toString().slice(-8)}`;
    const skuId = await createCompleteApplication({ Passport_Number: passport });
    const found = await get(`/api/admin/applications?${listQuery({ filter: { q: passport.toLowerCase() } })}`);
    expect(found.body.map((record: { id: string }) => record.id)).toContain(skuId);
  });

  it("serves react-admin's getMany (filter by a list of ids, no range) and the CSV export's page of 1000", async () => {
    const ids = [await createApplication(), await createApplication()];
    const many = await get(`/api/admin/applications?${listQuery({ filter: { id: ids } })}`);
    expect(many.body.map((record: { id: string }) => record.id).sort()).toEqual([...ids].sort());
    const none = await get(`/api/admin/applications?${listQuery({ filter: { id: [] } })}`);
    expect([none.status, none.body]).toEqual([200, []]);
    const page = await get(`/api/admin/applications?${listQuery({ sort: ['created_at', 'DESC'], range: [0, 999] })}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toMatch(/^applications 0-\d+\/\d+$/);
  });

  it('sorts by any promoted column and refuses others', async () => {
    for (const column of ['Surname', 'review_status', 'payment_status', 'updated_at']) {
      expect((await get(`/api/admin/applications?${listQuery({ sort: [column, 'ASC'], range: [0, 4] })}`)).status, column).toBe(200);
    }
    expect((await get(`/api/admin/applications?${listQuery({ sort: ['data', 'ASC'] })}`)).status).toBe(400);
  });
});

describe('GET /api/admin/applications/:id', () => {
  it('shows the payment record of a paid application, and its fee', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'FRANCE', Application_Type: 'Normal Processing' });
    const session = await paymentSession();
    const order = await createOrder(skuId, session);
    await approve(order);
    expect((await capture(skuId, order.id, session)).status).toBe(200);
    const reply = await get(`/api/admin/applications/${skuId}`);
    expect(reply.body).toMatchObject({
      payment_status: 'COMPLETED',
      fee: { amount: 65, currency: 'USD' },
      payments: [{ order_id: order.id, capture_id: expect.any(String), amount: 65, currency: 'USD', status: 'COMPLETED', attempts: 0 }],
    });
    // Paid: the applicant can no longer change it, staff still recheck it.
    expect((await put(skuId, { review_status: 'SUBMITTED' })).body.review_status).toBe('SUBMITTED');
  });
});

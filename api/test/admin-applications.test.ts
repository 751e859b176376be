import { daysFrom, uniqueName } from '@evisa/forms/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { pay } from './paypal.js';
import { urgentDeadline } from '../src/applications/urgency.js';
import { listQuery, newStaff, type SignedIn } from './staff.js';
import { db } from './database.js';

const client = newClientAddress();

let staff: SignedIn;
beforeAll(async () => {
  staff = await newStaff('staff');
});

const get = (path: string) => call('GET', path, { client, token: staff.token });
const put = (skuId: string, body: unknown) => call('PUT', `/api/admin/applications/${skuId}`, { client, token: staff.token, body });
/** Reviewed, then submitted to the government. */
const submit = async (skuId: string) => {
  await put(skuId, { review_status: 'IN_REVIEW' });
  return call('POST', `/api/admin/applications/${skuId}/submission`, {
    client,
    token: staff.token,
    body: { government_reference: 'IN-2026-1', submitted_on: new Date().toISOString().slice(0, 10) },
  });
};

async function stored(skuId: string) {
  const { rows } = await db.query('SELECT payment_status, review_status, data, updated_at FROM applications WHERE sku_id = $1', [skuId]);
  return rows[0];
}

async function history(skuId: string) {
  const reply = await get(
    `/api/admin/audit-logs?${listQuery({ filter: { resource: 'applications', record_id: skuId }, sort: ['created_at', 'ASC'] })}`,
  );
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
      notes: [
        { id: expect.any(String), text: 'Photo is blurred.\n\nAsked for a new one.', user_email: staff.user.email, created_at: expect.any(String) },
      ],
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
    [
      { review_status: 'DONE' },
      'review_status',
      'review_status must be one of NEW, IN_REVIEW, NEEDS_CHANGES, READY_TO_SUBMIT, SUBMITTED, APPROVED, REJECTED, WITHDRAWN',
    ],
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
    await put(skuId, { review_status: 'READY_TO_SUBMIT' });
    const today = new Date().toISOString().slice(0, 10);
    const matching = {
      q: surname,
      review_status: 'READY_TO_SUBMIT',
      payment_status: 'UNPAID',
      Visa_Service: 'eTOURIST VISA',
      Nationality: 'JAPAN',
      created_from: today,
      created_to: today,
    };
    const found = await get(`/api/admin/applications?${listQuery({ filter: matching })}`);
    expect(found.body.map((record: { id: string }) => record.id)).toEqual([skuId]);
    for (const [key, value] of Object.entries({
      review_status: 'NEW',
      payment_status: 'COMPLETED',
      Nationality: 'FRANCE',
      created_from: '2999-01-01',
      created_to: '2000-01-01',
    })) {
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
    const order = await pay(skuId);
    const reply = await get(`/api/admin/applications/${skuId}`);
    expect(reply.body).toMatchObject({
      payment_status: 'COMPLETED',
      fee: { amount: 65, currency: 'USD' },
      payments: [{ order_id: order.id, capture_id: expect.any(String), amount: 65, currency: 'USD', status: 'COMPLETED', attempts: 0 }],
    });
    // Paid: the applicant can no longer change it, staff still recheck it.
    expect((await submit(skuId)).body.review_status).toBe('SUBMITTED');
  });
});

const ids = (records: Array<{ id: string }>) => records.map((record) => record.id);
const list = async (filter: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC']) => {
  const reply = await get(`/api/admin/applications?${listQuery({ filter, sort })}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

describe('the staff work queue: type, arrival, completeness, urgency, search, assignment', () => {
  it('shows Application Type, arrival date and completeness (by the rule View-application reports) and filters by each', async () => {
    const surname = uniqueName('Queue');
    const started = await createApplication({
      Surname: surname,
      Application_Type: 'Urgent Processing',
      Expected_Date_of_Arrival: daysFrom(new Date(), 10),
    });
    const complete = await createCompleteApplication({ Surname: surname, Expected_Date_of_Arrival: daysFrom(new Date(), 40) });
    const [startedRecord] = await list({ id: [started] });
    const view = await call('GET', `/api/india/View-application/${started}`, { client });
    expect(startedRecord).toMatchObject({
      Application_Type: 'Urgent Processing',
      urgent: true,
      Expected_Date_of_Arrival: daysFrom(new Date(), 10),
      steps_total: 7,
      steps_complete: 7 - view.body.data.incomplete_steps.length,
      deadline_at: null,
      assignee_id: null,
      assignee_email: null,
    });
    expect(startedRecord).not.toHaveProperty('search_name');
    expect((await list({ id: [complete] }))[0]).toMatchObject({
      Application_Type: 'Normal Processing',
      urgent: false,
      steps_complete: 7,
      steps_total: 7,
    });

    expect(ids(await list({ q: surname, complete: true }))).toEqual([complete]);
    expect(ids(await list({ q: surname, complete: false }))).toEqual([started]);
    expect(ids(await list({ q: surname, Application_Type: 'Urgent Processing' }))).toEqual([started]);
    expect(ids(await list({ q: surname, arrival_from: daysFrom(new Date(), 20) }))).toEqual([complete]);
    expect(ids(await list({ q: surname, arrival_to: daysFrom(new Date(), 10) }))).toEqual([started]);
    for (const column of ['Application_Type', 'Expected_Date_of_Arrival', 'steps_complete', 'paid_at', 'deadline_at', 'id']) {
      expect((await get(`/api/admin/applications?${listQuery({ sort: [column, 'DESC'], range: [0, 4] })}`)).status, column).toBe(200);
    }
  });

  it('gives a paid urgent application its deadline from the payment and puts open urgent ones first, earliest deadline first', async () => {
    const surname = uniqueName('Urgent');
    const normalPaid = await createCompleteApplication({ Surname: surname, Application_Type: 'Normal Processing' });
    const urgentFirst = await createCompleteApplication({ Surname: surname, Application_Type: 'Urgent Processing' });
    const urgentSecond = await createCompleteApplication({ Surname: surname, Application_Type: 'Urgent Processing' });
    const urgentDecided = await createCompleteApplication({ Surname: surname, Application_Type: 'Urgent Processing' });
    const unpaid = await createApplication({ Surname: surname, Application_Type: 'Urgent Processing' });
    for (const skuId of [urgentDecided, normalPaid, urgentFirst, urgentSecond]) await pay(skuId);
    expect((await submit(urgentDecided)).status).toBe(200);

    const [record] = await list({ id: [urgentFirst] });
    expect(record.paid_at).toEqual(expect.any(String));
    expect(record.deadline_at).toBe(urgentDeadline(new Date(record.paid_at)).toISOString());
    expect((await list({ id: [normalPaid] }))[0]).toMatchObject({ paid_at: expect.any(String), deadline_at: null });

    // The console's default sort: the urgent queue, then everything else newest first.
    expect(ids(await list({ q: surname }, ['deadline_at', 'ASC']))).toEqual([urgentFirst, urgentSecond, unpaid, urgentDecided, normalPaid]);
  });

  it("finds 'given name surname' in either order, accents and case aside, and a part of a name", async () => {
    const surname = uniqueName('Tester');
    const given = uniqueName('Muller');
    const skuId = await createApplication({ Given_Name: given, Surname: surname });
    const accented = (name: string) => name.replace('u', 'ü').toUpperCase();
    for (const q of [
      `${given} ${surname}`,
      `${surname} ${given}`,
      `  ${surname.toUpperCase()}   ${given.toLowerCase()} `,
      accented(given),
      `${accented(given)} ${surname.slice(0, 8)}`,
    ]) {
      expect(ids(await list({ q })), q).toEqual([skuId]);
    }
    expect(await list({ q: `${given} Someoneelse` })).toEqual([]);
  });

  it("assigns an application to a staff member, shows the assignee, lists 'My queue' and audits the change", async () => {
    const colleague = await newStaff('staff');
    const skuId = await createApplication();
    const assignees = await get('/api/admin/applications/assignees');
    expect(assignees.body).toEqual(
      expect.arrayContaining([
        { id: staff.user.id, email: staff.user.email },
        { id: colleague.user.id, email: colleague.user.email },
      ]),
    );

    expect((await put(skuId, { assignee_id: staff.user.id })).body).toMatchObject({ assignee_id: staff.user.id, assignee_email: staff.user.email });
    expect(ids(await list({ assignee_id: staff.user.id }))).toContain(skuId);
    expect(ids(await list({ assignee_id: colleague.user.id }))).not.toContain(skuId);

    // react-admin's <Edit> sends the whole record back: unchanged fields (computed ones included) are no change.
    const whole = (await get(`/api/admin/applications/${skuId}`)).body;
    expect((await put(skuId, { ...whole, assignee_id: colleague.user.id })).body).toMatchObject({ assignee_email: colleague.user.email });
    expect((await put(skuId, { assignee_id: null })).body.assignee_email).toBeNull();
    expect((await history(skuId)).map((entry: { changes: unknown }) => entry.changes)).toEqual([
      { assignee: { from: null, to: staff.user.email } },
      { assignee: { from: staff.user.email, to: colleague.user.email } },
      { assignee: { from: colleague.user.email, to: null } },
    ]);
  });

  it('assigns only active staff who recheck, and only staff who recheck may assign', async () => {
    const editor = await newStaff('editor');
    const skuId = await createApplication();
    for (const assignee_id of [editor.user.id, '00000000-0000-4000-8000-000000000000', 'me']) {
      const reply = await put(skuId, { assignee_id });
      expect(reply.status, assignee_id).toBe(400);
      expect(reply.body.errors).toEqual([{ field: 'assignee_id', message: expect.any(String) }]);
    }
    const asEditor = await call('PUT', `/api/admin/applications/${skuId}`, { client, token: editor.token, body: { assignee_id: editor.user.id } });
    expect(asEditor.status).toBe(403);
    expect((await call('GET', '/api/admin/applications/assignees', { client, token: editor.token })).status).toBe(403);
    expect(await history(skuId)).toEqual([]);
  });

  it('changes the review status of several applications at once as the stock updateMany does (one PUT each), each change audited', async () => {
    const skuIds = [await createApplication(), await createApplication(), await createApplication()];
    const replies = await Promise.all(skuIds.map((skuId) => put(skuId, { review_status: 'IN_REVIEW' })));
    expect(replies.map((reply) => [reply.status, reply.body.review_status])).toEqual(skuIds.map(() => [200, 'IN_REVIEW']));
    expect((await list({ id: skuIds })).map((record: { review_status: string }) => record.review_status)).toEqual([
      'IN_REVIEW',
      'IN_REVIEW',
      'IN_REVIEW',
    ]);
    for (const skuId of skuIds) {
      expect(await history(skuId)).toEqual([
        expect.objectContaining({ user_id: staff.user.id, action: 'update', changes: { review_status: { from: 'NEW', to: 'IN_REVIEW' } } }),
      ]);
    }
  });
});

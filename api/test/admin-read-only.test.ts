import { uniqueName } from '@evisa/forms/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { listQuery, newStaff, type SignedIn } from './staff.js';

const client = newClientAddress();
let staff: SignedIn;
beforeAll(async () => {
  staff = await newStaff('staff');
});
const get = (path: string) => call('GET', path, { client, token: staff.token });

describe('GET /api/admin/outbox', () => {
  it('lists the e-mails the system stored, newest first, and shows one with its text', async () => {
    const surname = uniqueName('Mailer');
    const skuId = await createApplication({
      Surname: surname,
      Email: `${surname.toLowerCase()}@example.com`,
      ConfirmEmail: `${surname.toLowerCase()}@example.com`,
    });
    const list = await get(`/api/admin/outbox?${listQuery({ filter: { q: skuId }, sort: ['created_at', 'DESC'], range: [0, 9] })}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('outbox 0-0/1');
    expect(list.body[0]).toMatchObject({ id: expect.any(String), to: `${surname.toLowerCase()}@example.com`, status: 'STORED', error: null });
    const one = await get(`/api/admin/outbox/${list.body[0].id}`);
    expect(one.body.text).toContain(skuId);
    const stored = await get(`/api/admin/outbox?${listQuery({ filter: { status: 'STORED', id: [list.body[0].id] } })}`);
    expect(stored.body).toHaveLength(1);
  });

  it('can neither create nor delete a message', async () => {
    for (const method of ['POST', 'DELETE']) {
      const path = method === 'POST' ? '/api/admin/outbox' : '/api/admin/outbox/00000000-0000-4000-8000-000000000000';
      expect((await call(method, path, { client, token: staff.token, body: {} })).status, method).toBe(404);
    }
  });

  it('sends a message again only as a status change, and says so when no mail server is configured', async () => {
    const skuId = await createApplication();
    const [message] = (await get(`/api/admin/outbox?${listQuery({ filter: { q: skuId } })}`)).body;
    const put = (body: unknown) => call('PUT', `/api/admin/outbox/${message.id}`, { client, token: staff.token, body });
    const other = await put({ subject: 'Changed', status: 'PENDING' });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([{ field: 'subject', message: 'subject cannot be changed: a message can only be sent again.' }]);
    expect((await put({ status: 'SENT' })).status).toBe(400);
    const refused = await put({ status: 'PENDING' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/No mail server is configured/);
    expect((await get(`/api/admin/outbox/${message.id}`)).body).toMatchObject({ status: 'STORED', attempts: 0 });
  });
});

describe('GET /api/admin/audit-logs', () => {
  it('filters by resource, record and user, and reads one entry', async () => {
    const skuId = await createApplication();
    await call('PUT', `/api/admin/applications/${skuId}`, { client, token: staff.token, body: { review_status: 'IN_REVIEW' } });
    const byUser = await get(`/api/admin/audit-logs?${listQuery({ filter: { user_id: staff.user.id } })}`);
    expect(byUser.body.map((entry: { record_id: string }) => entry.record_id)).toEqual([skuId]);
    const byEmail = await get(
      `/api/admin/audit-logs?${listQuery({ filter: { user_email: staff.user.email.slice(0, 12).toUpperCase(), record_id: skuId } })}`,
    );
    expect(byEmail.body).toHaveLength(1);
    const one = await get(`/api/admin/audit-logs/${byUser.body[0].id}`);
    expect(one.body).toEqual(byUser.body[0]);
    expect((await get('/api/admin/audit-logs/not-an-id')).status).toBe(404);
  });

  it('has no way to change or remove an entry', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const path = method === 'POST' ? '/api/admin/audit-logs' : '/api/admin/audit-logs/00000000-0000-4000-8000-000000000000';
      expect((await call(method, path, { client, token: staff.token, body: {} })).status, method).toBe(404);
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts applications by status, per day and revenue per week, with the latest enquiries (the counts themselves: dashboard.test.ts)', async () => {
    await createApplication();
    const reply = await get('/api/admin/dashboard');
    expect(reply.status).toBe(200);
    const body = reply.body;
    // Every payment state in the life table's order, refunds beside the paid one, whatever the database holds now.
    expect(body.payment_status.map((row: { status: string }) => row.status)).toEqual(['UNPAID', 'COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);
    expect(body.review_status.map((row: { status: string }) => row.status)).toEqual([
      'NEW',
      'IN_REVIEW',
      'NEEDS_CHANGES',
      'READY_TO_SUBMIT',
      'SUBMITTED',
      'APPROVED',
      'REJECTED',
      'WITHDRAWN',
    ]);
    expect(body.applications_per_day).toHaveLength(30);
    expect(body.applications_per_day.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: expect.any(Number) });
    expect(body.applications_per_day.at(-1).count).toBeGreaterThanOrEqual(1);
    expect(body.revenue_per_week).toHaveLength(12);
    expect(
      body.revenue_per_week.every(
        (week: { amount: unknown; payments: unknown }) => typeof week.amount === 'number' && typeof week.payments === 'number',
      ),
    ).toBe(true);
    expect(new Date(`${body.revenue_per_week.at(-1).week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(body.currency).toBe('USD');
    expect(body.latest_enquiries.length).toBeLessThanOrEqual(5);
  });
});

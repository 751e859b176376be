import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { approve, capture, createOrder, paymentSession } from './paypal.js';
import { listQuery } from './staff.js';

const ADMIN = { email: 'admin@dashboard.example', password: 'dashboard tests admin password' };

// A database of its own: the counts are of every application there is, so no other test file may add to them.
let server: IsolatedServer;
let database: pg.Client;
beforeAll(async () => {
  server = await startIsolatedServer(ADMIN);
  database = new pg.Client({ connectionString: server.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await server?.stop();
});

const on = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  call(method, path, { ...options, client: newClientAddress(), baseUrl: server.baseUrl });

async function signIn(email: string, password: string) {
  const reply = await on('POST', '/api/admin/auth/login', { body: { email, password } });
  expect(reply.status).toBe(200);
  return reply.body as { token: string; user: { id: string; email: string } };
}

async function pay(skuId: string) {
  const session = await paymentSession(server.baseUrl);
  const order = await createOrder(skuId, session);
  await approve(order);
  expect((await capture(skuId, order.id, session)).status).toBe(200);
}

describe('GET /api/admin/dashboard', () => {
  it("counts paid work only, with the urgent, overdue and the reader's own queue, each opening its list", async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const password = 'dashboard staff password';
    expect(
      (await on('POST', '/api/admin/users', { token: admin.token, body: { email: 'staff@dashboard.example', role: 'staff', password } })).status,
    ).toBe(201);
    const staff = await signIn('staff@dashboard.example', password);

    // Two unpaid applications (one urgent), a paid normal one, two paid urgent ones: one due long ago, one assigned.
    await createApplication({}, server.baseUrl);
    const unpaidUrgent = await createCompleteApplication({ Application_Type: 'Urgent Processing' }, server.baseUrl);
    const [paid, overdue, assigned] = await Promise.all([
      createCompleteApplication({}, server.baseUrl),
      createCompleteApplication({ Application_Type: 'Urgent Processing' }, server.baseUrl),
      createCompleteApplication({ Application_Type: 'Urgent Processing' }, server.baseUrl),
    ]);
    for (const skuId of [paid, overdue, assigned]) await pay(skuId);
    await database.query(`UPDATE applications SET paid_at = now() - interval '10 days' WHERE sku_id = $1`, [overdue]);
    expect((await on('PUT', `/api/admin/applications/${assigned}`, { token: admin.token, body: { assignee_id: staff.user.id } })).status).toBe(200);
    expect((await on('PUT', `/api/admin/applications/${paid}`, { token: admin.token, body: { review_status: 'IN_REVIEW' } })).status).toBe(200);

    const reply = await on('GET', '/api/admin/dashboard', { token: staff.token });
    expect(reply.status).toBe(200);
    const count = (rows: Array<{ status?: string; name?: string; count: number }>, key: string) =>
      rows.find((row) => (row.status ?? row.name) === key)?.count;
    expect(count(reply.body.payment_status, 'UNPAID')).toBe(2);
    expect(count(reply.body.payment_status, 'COMPLETED')).toBe(3);
    // 'New' is the paid applications nobody has reviewed yet, not the unpaid ones.
    expect(count(reply.body.review_status, 'NEW')).toBe(2);
    expect(count(reply.body.review_status, 'IN_REVIEW')).toBe(1);
    expect(reply.body.work).toEqual([
      { name: 'urgent', count: 2, filter: { urgent: true } },
      { name: 'overdue', count: 1, filter: { overdue: true } },
      { name: 'my_queue', count: 1, filter: { assignee_id: staff.user.id, open: true } },
    ]);

    // Each count's filter, given to the list, shows exactly what it counted.
    const listed = async (filter: Record<string, unknown>) =>
      ((await on('GET', `/api/admin/applications?${listQuery({ filter })}`, { token: staff.token })).body as Array<{ id: string }>)
        .map((row) => row.id)
        .sort();
    expect(await listed(reply.body.work[0].filter)).toEqual([overdue, assigned].sort());
    expect(await listed(reply.body.work[1].filter)).toEqual([overdue]);
    expect(await listed(reply.body.work[2].filter)).toEqual([assigned]);
    const newOnes = reply.body.review_status.find((row: { status: string }) => row.status === 'NEW');
    expect(await listed(newOnes.filter)).toEqual([overdue, assigned].sort());
    expect(await listed(newOnes.filter)).not.toContain(unpaidUrgent);

    // Once submitted to the government, an urgent application leaves the queues.
    for (const review_status of ['IN_REVIEW', 'READY_TO_SUBMIT']) {
      expect((await on('PUT', `/api/admin/applications/${overdue}`, { token: admin.token, body: { review_status } })).status).toBe(200);
    }
    const submission = { government_reference: 'GOV-REF-1', submitted_on: new Date().toISOString().slice(0, 10) };
    expect((await on('POST', `/api/admin/applications/${overdue}/submission`, { token: admin.token, body: submission })).status).toBe(200);
    const after = await on('GET', '/api/admin/dashboard', { token: staff.token });
    expect(after.body.work.map((row: { count: number }) => row.count)).toEqual([1, 0, 1]);
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { indiaEvisa, queryForm } from '@evisa/forms';
import { signFileLink } from '../src/uploads/file-links.js';
import { createCompleteApplication } from './application-fixtures.js';
import { ADMIN } from './test-server-env.js';
import { call, newClientAddress, upload } from './http.js';
import { photo } from '@evisa/test-support';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { listQuery, newStaff, signInAdmin } from './staff.js';
import { db } from './database.js';

const uploadFields = queryForm(indiaEvisa).fields.filter((field) => field.upload);
const photoField = uploadFields.find((field) => field.upload === 'photo')!.name;

async function fetchFile(path: string, token?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': newClientAddress() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${inject('baseUrl')}${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function viewed(skuId: string) {
  const reply = await call('GET', `/api/india/View-application/${skuId}`, { client: newClientAddress() });
  expect(reply.status).toBe(200);
  return reply;
}

describe("an application's files", () => {
  let skuId: string;
  let other: string;
  beforeAll(async () => {
    [skuId, other] = await Promise.all([createCompleteApplication(), createCompleteApplication()]);
  });

  it('open through the signed links View-application returns, cached privately no longer than the link lasts', async () => {
    const reply = await viewed(skuId);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const names = uploadFields.map(({ name }) => reply.body.data[name]).filter(Boolean);
    expect(Object.keys(reply.body.file_links).sort()).toEqual([...names].sort());
    const served = await fetchFile(reply.body.file_links[reply.body.data[photoField]]);
    expect(served.status).toBe(200);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(served.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(14 * 60);
    expect(maxAge).toBeLessThanOrEqual(15 * 60);
  });

  it('are refused without a signature, with a changed one, with an expired one or with another file’s', async () => {
    const mine = await viewed(skuId);
    const theirs = await viewed(other);
    const name: string = mine.body.data[photoField];
    const link = new URL(mine.body.file_links[name], 'http://x');
    const theirLink = new URL(theirs.body.file_links[theirs.body.data[photoField]], 'http://x');
    const expires = link.searchParams.get('expires')!;
    const signature = link.searchParams.get('signature')!;

    const { rows } = await db.query(`SELECT value FROM server_secrets WHERE name = 'file_links'`);
    const expired = signFileLink(rows[0].value, name, Math.floor(Date.now() / 1000) - 1);

    const refusals = {
      bare: await fetchFile(`/api/uploads/${name}`),
      altered: await fetchFile(`/api/uploads/${name}?expires=${expires}&signature=${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`),
      extended: await fetchFile(`/api/uploads/${name}?expires=${Number(expires) + 3600}&signature=${signature}`),
      expired: await fetchFile(expired),
      another: await fetchFile(`/api/uploads/${name}${theirLink.search}`),
    };
    expect(Object.fromEntries(Object.entries(refusals).map(([key, reply]) => [key, reply.status]))).toEqual({
      bare: 403,
      altered: 403,
      extended: 403,
      expired: 403,
      another: 403,
    });
    expect(JSON.parse(refusals.expired.text).message).toBe('This link has expired. Please open your application again for a fresh one.');
    expect(JSON.parse(refusals.another.text).message).toBe('This link is not valid. Please open your application again.');
  });

  it('open for staff through the admin API, never cached, and each opening is in the audit log', async () => {
    const staff = await newStaff('staff');
    const reply = await viewed(skuId);
    const name: string = reply.body.data[photoField];
    const path = `/api/admin/applications/${skuId}/files/${name}`;
    expect((await fetchFile(path)).status).toBe(401);
    expect((await fetchFile(`/api/admin/applications/${other}/files/${name}`, staff.token)).status).toBe(404);
    const editor = await newStaff('editor');
    expect((await fetchFile(path, editor.token)).status).toBe(403);

    const served = await fetchFile(path, staff.token);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const log = await call('GET', `/api/admin/audit-logs?${listQuery({ filter: { record_id: skuId, user_id: staff.user.id } })}`, {
      token: (await signInAdmin()).token,
      client: newClientAddress(),
    });
    expect(log.body).toEqual([
      expect.objectContaining({
        action: 'view',
        resource: 'applications',
        record_id: skuId,
        user_email: staff.user.email,
        changes: { file: expect.any(String) },
      }),
    ]);
  });
});

describe('one audit row per read', () => {
  it('a file fetched twice at once, and again at once, by one staff member is one read; another reader has their own', async () => {
    const skuId = await createCompleteApplication();
    const name: string = (await viewed(skuId)).body.data[photoField];
    const path = `/api/admin/applications/${skuId}/files/${name}`;
    const [staff, colleague] = await Promise.all([newStaff('staff'), newStaff('staff')]);
    // As a page that shows the photograph in two places asks for it: twice at the same moment, then once more.
    const replies = await Promise.all([fetchFile(path, staff.token), fetchFile(path, staff.token)]);
    replies.push(await fetchFile(path, staff.token), await fetchFile(path, colleague.token));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);

    const log = await call('GET', `/api/admin/audit-logs?${listQuery({ filter: { read_of: skuId } })}`, {
      token: (await signInAdmin()).token,
      client: newClientAddress(),
    });
    expect(log.body.map((entry: { user_email: string; changes: object }) => [entry.user_email, entry.changes]).sort()).toEqual(
      [
        [staff.user.email, { file: 'Photograph' }],
        [colleague.user.email, { file: 'Photograph' }],
      ].sort(),
    );
  });
});

describe('staff reads', () => {
  it('opening an application and reading the list are each recorded with who and what', async () => {
    const skuId = await createCompleteApplication();
    const staff = await newStaff('staff');
    const opened = await call('GET', `/api/admin/applications/${skuId}`, { token: staff.token, client: newClientAddress() });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const list = await call('GET', `/api/admin/applications?${listQuery({ filter: { q: skuId } })}`, {
      token: staff.token,
      client: newClientAddress(),
    });
    expect(list.body.map((row: { id: string }) => row.id)).toEqual([skuId]);

    const admin = await signInAdmin();
    const log = await call(
      'GET',
      `/api/admin/audit-logs?${listQuery({ filter: { user_id: staff.user.id, resource: 'applications' }, sort: ['created_at', 'ASC'] })}`,
      { token: admin.token, client: newClientAddress() },
    );
    expect(log.body).toEqual([
      expect.objectContaining({ action: 'view', record_id: skuId, user_email: staff.user.email }),
      expect.objectContaining({ action: 'list', record_id: '*', changes: expect.objectContaining({ filter: { q: skuId }, ids: [skuId] }) }),
    ]);

    // Who looked at the application: for admins, its openings and the lists that showed it; not in its history.
    const readers = await call('GET', `/api/admin/audit-logs?${listQuery({ filter: { read_of: skuId } })}`, {
      token: admin.token,
      client: newClientAddress(),
    });
    expect(readers.body.map((entry: { action: string; user_email: string }) => [entry.action, entry.user_email]).sort()).toEqual([
      ['list', staff.user.email],
      ['view', staff.user.email],
    ]);
    const history = await call(
      'GET',
      `/api/admin/audit-logs?${listQuery({ filter: { record_id: skuId, action: ['create', 'update', 'delete', 'erase'] } })}`,
      {
        token: admin.token,
        client: newClientAddress(),
      },
    );
    expect(history.body).toEqual([]);
    expect(
      (await call('GET', `/api/admin/audit-logs?${listQuery({ filter: { read_of: skuId } })}`, { token: staff.token, client: newClientAddress() }))
        .status,
    ).toBe(403);
    const staffView = await call('GET', `/api/admin/audit-logs?${listQuery({ filter: { record_id: skuId } })}`, {
      token: staff.token,
      client: newClientAddress(),
    });
    expect(staffView.body).toEqual([]);
  });
});

describe('anonymous uploads', () => {
  let server: IsolatedServer;
  beforeAll(async () => {
    server = await startIsolatedServer(ADMIN, { UPLOAD_QUOTA_PER_DAY: '3' });
  });
  afterAll(() => server.stop());

  it('are bounded per address while no application holds them', async () => {
    const client = newClientAddress();
    const send = () => upload(photo(), { client, baseUrl: server.baseUrl });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send()).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await upload(photo(), { client: newClientAddress(), baseUrl: server.baseUrl })).status).toBe(201);
  });
});

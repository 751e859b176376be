import { uniqueName } from '@evisa/forms/fixtures';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompleteApplication } from './application-fixtures.js';
import { ADMIN } from './test-server-env.js';
import { call, newClientAddress, upload } from './http.js';
import { photo } from '@evisa/test-support';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';

// The periods are the documented defaults: 30 days unpaid, 180 days after a decision, 365 days for enquiries.
let server: IsolatedServer;
let db: pg.Client;
let token: string;
const as = (method: string, path: string, body?: unknown) => call(method, path, { token, body, client: newClientAddress(), baseUrl: server.baseUrl });
const view = (skuId: string) => call('GET', `/api/india/View-application/${skuId}`, { client: newClientAddress(), baseUrl: server.baseUrl });

beforeAll(async () => {
  server = await startIsolatedServer(ADMIN);
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  token = (await call('POST', '/api/admin/auth/login', { body: ADMIN, client: newClientAddress(), baseUrl: server.baseUrl })).body.token;
});
afterAll(async () => {
  await db.end();
  await server.stop();
});

/**
 * Moves an application's clock back: its last change (and its creation, never later than that), and (paid and
 * decided) its payment and decision.
 */
async function age(skuId: string, days: { unchangedFor?: number; decidedAgo?: number; status?: string }) {
  await db.query(
    `UPDATE applications SET updated_at = now() - make_interval(days => $2), created_at = least(created_at, now() - make_interval(days => $2)) WHERE sku_id = $1`,
    [skuId, days.unchangedFor ?? 0],
  );
  if (days.decidedAgo !== undefined || days.status) {
    await db.query(
      `UPDATE applications SET payment_status = 'COMPLETED', review_status = $2, review_decided_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END WHERE sku_id = $1`,
      [skuId, days.status ?? 'APPROVED', days.decidedAgo ?? null],
    );
    await db.query(`INSERT INTO payments (order_id, capture_id, sku_id, amount, currency, status) VALUES ($1, $2, $3, 80, 'USD', 'COMPLETED')`, [
      `ORDER-${skuId}`,
      `CAPTURE-${skuId}`,
      skuId,
    ]);
  }
}

describe('the retention run', () => {
  it('erases exactly what is past its period, keeps the accounting, and leaves an audit entry without the content', async () => {
    const surname = uniqueName('Retained');
    const [unpaidOld, unpaidRecent, decidedOld, decidedRecent, inReview] = await Promise.all(
      [0, 1, 2, 3, 4].map(() => createCompleteApplication({ Surname: surname }, server.baseUrl)),
    );
    await age(unpaidOld, { unchangedFor: 31 });
    await age(unpaidRecent, { unchangedFor: 29 });
    await age(decidedOld, { unchangedFor: 400, decidedAgo: 181 });
    await age(decidedRecent, { unchangedFor: 400, decidedAgo: 179 });
    await age(inReview, { unchangedFor: 400, status: 'IN_REVIEW' });
    const contact = { Given_Name: 'Ines', Email: 'ines@example.com', contact_no: '351912345678', Nationality: 'PORTUGAL', remarks: 'Old question' };
    for (let i = 0; i < 2; i += 1)
      expect((await call('POST', '/api/india/indiaVisaContact', { body: contact, client: newClientAddress(), baseUrl: server.baseUrl })).status).toBe(
        201,
      );
    await db.query(`UPDATE enquiries SET created_at = now() - interval '366 days' WHERE id = (SELECT id FROM enquiries ORDER BY created_at LIMIT 1)`);
    // A form's submissions are kept as long as enquiries: one old, one recent.
    await db.query(`INSERT INTO forms (id, title, kind) VALUES ('old-survey', 'Old survey', 'generic')`);
    await db.query(
      `INSERT INTO form_submissions (form_id, form_version, data, created_at) VALUES ('old-survey', 1, '{"Name": "Ines"}', now() - interval '366 days'), ('old-survey', 1, '{"Name": "Rui"}', now())`,
    );
    // Live help is kept as long as enquiries, from a conversation's last message: one quiet for a year, one recent.
    for (const text of ['An old question', 'A recent question']) {
      const body = { text, context: { page: '/' } };
      expect((await call('POST', '/api/live-help/conversations', { body, client: newClientAddress(), baseUrl: server.baseUrl })).status).toBe(201);
    }
    await db.query(
      `UPDATE live_help_conversations SET last_message_at = now() - interval '366 days'
        WHERE id = (SELECT conversation_id FROM live_help_messages WHERE text = 'An old question')`,
    );
    const { rows: filesBefore } = await db.query(`SELECT filename FROM uploads WHERE sku_id = $1`, [unpaidOld]);
    expect(filesBefore.length).toBeGreaterThan(0);

    // The dry run lists, and erases nothing.
    const dry = await as('GET', '/api/admin/retention');
    expect(dry.body).toMatchObject({
      unpaid_days: 30,
      decided_days: 180,
      enquiry_days: 365,
      due: { dry_run: true, enquiries: 1, form_submissions: 1, conversations: 1 },
    });
    expect(dry.body.due.applications.map((entry: { sku_id: string }) => entry.sku_id).sort()).toEqual([unpaidOld, decidedOld].sort());
    expect((await view(unpaidOld)).status).toBe(200);

    const run = await as('POST', '/api/admin/retention/run');
    expect(run.body).toMatchObject({ dry_run: false, skipped: false, enquiries: 1, form_submissions: 1, conversations: 1 });
    expect((await db.query(`SELECT text FROM live_help_messages`)).rows).toEqual([{ text: 'A recent question' }]);
    expect((await db.query(`SELECT data FROM form_submissions WHERE form_id = 'old-survey'`)).rows).toEqual([{ data: { Name: 'Rui' } }]);
    expect((await db.query(`SELECT changes FROM audit_logs WHERE resource = 'form-submissions' AND action = 'erase'`)).rows).toEqual([
      { changes: { reason: 'retention: 365 days after it was sent' } },
    ]);
    expect(run.body.applications).toEqual(
      expect.arrayContaining([
        { sku_id: unpaidOld, reason: 'retention: never paid, no change for 30 days' },
        { sku_id: decidedOld, reason: 'retention: 180 days after it was decided' },
      ]),
    );

    for (const erased of [unpaidOld, decidedOld]) {
      const reply = await view(erased);
      expect(reply.status).toBe(410);
      const { rows } = await db.query(
        `SELECT data, "Email", "Surname", erased_at, payment_status, review_status FROM applications WHERE sku_id = $1`,
        [erased],
      );
      expect(rows[0]).toMatchObject({ data: {}, Email: null, Surname: null, erased_at: expect.any(Date) });
      expect((await db.query(`SELECT 1 FROM uploads WHERE sku_id = $1`, [erased])).rowCount).toBe(0);
      expect((await db.query(`SELECT 1 FROM outbox WHERE strpos(subject, $1) > 0 OR strpos(text, $1) > 0`, [erased])).rowCount).toBe(0);
    }
    // The accounting stays: amount, dates and PayPal ids of the erased paid application.
    const { rows: payments } = await db.query(`SELECT order_id, capture_id, amount, currency, created_at FROM payments WHERE sku_id = $1`, [
      decidedOld,
    ]);
    expect(payments).toEqual([
      { order_id: `ORDER-${decidedOld}`, capture_id: `CAPTURE-${decidedOld}`, amount: '80.00', currency: 'USD', created_at: expect.any(Date) },
    ]);
    // The stored files are gone: their links open nothing.
    expect((await db.query(`SELECT 1 FROM uploads WHERE filename = $1`, [filesBefore[0].filename])).rowCount).toBe(0);

    for (const kept of [unpaidRecent, decidedRecent, inReview]) {
      const reply = await view(kept);
      expect(reply.status).toBe(200);
      expect(reply.body.data.Surname).toBe(surname);
    }
    expect((await db.query(`SELECT 1 FROM enquiries`)).rowCount).toBe(1);

    const log = await as('GET', `/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ action: 'erase', record_id: unpaidOld }))}`);
    expect(log.body).toEqual([
      expect.objectContaining({
        user_id: null,
        resource: 'applications',
        changes: {
          reason: 'retention: never paid, no change for 30 days',
          erased: { answers: expect.any(Number), files: filesBefore.length, emails: 1, notes: 0, conversations: 0 },
        },
      }),
    ]);
    expect(JSON.stringify(log.body)).not.toContain(surname);

    // A second run finds nothing left to do.
    expect((await as('POST', '/api/admin/retention/run')).body).toMatchObject({ applications: [], enquiries: 0 });
  });

  it('publishes its periods for the privacy policy', async () => {
    const reply = await call('GET', '/api/privacy/retention', { client: newClientAddress(), baseUrl: server.baseUrl });
    expect(reply.body).toEqual({ unpaid_days: 30, decided_days: 180, enquiry_days: 365 });
  });

  it('lets an admin erase an application on request with a reason, and only an admin', async () => {
    const skuId = await createCompleteApplication({}, server.baseUrl);
    const staffAccount = { email: `desk${Date.now()}@staff.example`, password: 'a long enough password', role: 'staff' };
    await as('POST', '/api/admin/users', staffAccount);
    const staff = (await call('POST', '/api/admin/auth/login', { body: staffAccount, client: newClientAddress(), baseUrl: server.baseUrl })).body;
    expect(
      (
        await call('POST', `/api/admin/applications/${skuId}/erase`, {
          token: staff.token,
          body: { reason: 'x' },
          client: newClientAddress(),
          baseUrl: server.baseUrl,
        })
      ).status,
    ).toBe(403);
    expect((await as('POST', `/api/admin/applications/${skuId}/erase`, {})).status).toBe(400);
    const erased = await as('POST', `/api/admin/applications/${skuId}/erase`, { reason: 'The applicant asked by e-mail on 3 May.' });
    expect(erased.body.message).toBe('The application was erased.');
    expect((await view(skuId)).status).toBe(410);
    const shown = await as('GET', `/api/admin/applications/${skuId}`);
    expect(shown.body).toMatchObject({ id: skuId, data: {}, erased_at: expect.any(String) });
  });

  it("erases on the applicant's request once confirmed through the e-mailed link, and only then", async () => {
    const skuId = await createCompleteApplication({}, server.baseUrl);
    const ask = (sku_id: string) =>
      call('POST', '/api/privacy/erasure-requests', { body: { sku_id }, client: newClientAddress(), baseUrl: server.baseUrl });
    const confirm = (token: string) =>
      call('POST', '/api/privacy/erasure-requests/confirm', { body: { token }, client: newClientAddress(), baseUrl: server.baseUrl });
    const asked = await ask(skuId.toLowerCase());
    const unknown = await ask('ZZZZZZZZZZZZZZZZZ');
    expect(asked.body).toEqual(unknown.body);
    expect(asked.body.message).toMatch(/^If this application exists/);
    const { rows } = await db.query(
      `SELECT "to", text FROM outbox WHERE subject = 'Confirm the erasure of your e-Visa application' AND strpos(text, $1) > 0`,
      [skuId],
    );
    expect(rows).toHaveLength(1);
    const token = /Erase-My-Data\/([\w-]{43})/.exec(rows[0].text)![1];

    expect((await view(skuId)).status).toBe(200);
    expect((await confirm('x'.repeat(43))).status).toBe(404);
    const done = await confirm(token);
    expect(done.body.message).toBe('Your application and everything we kept about it has been erased.');
    expect((await view(skuId)).status).toBe(410);
    expect((await confirm(token)).status).toBe(404);
    const log = await as('GET', `/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ action: 'erase', record_id: skuId }))}`);
    expect(log.body[0].changes.reason).toBe('on request of the applicant (confirmed by e-mail)');
  });

  it('sends one e-mail for the erasure requests of one application within the time its link is valid', async () => {
    const skuId = await createCompleteApplication({}, server.baseUrl);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/privacy/erasure-requests', { body: { sku_id: skuId }, client: newClientAddress(), baseUrl: server.baseUrl }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body.message)).size).toBe(1);
    await call('POST', '/api/privacy/erasure-requests', { body: { sku_id: skuId }, client: newClientAddress(), baseUrl: server.baseUrl });
    const { rows } = await db.query(
      `SELECT text FROM outbox WHERE subject = 'Confirm the erasure of your e-Visa application' AND strpos(text, $1) > 0`,
      [skuId],
    );
    expect(rows).toHaveLength(1);
    const stored = await db.query(`SELECT count(*)::int AS n FROM erasure_requests WHERE sku_id = $1`, [skuId]);
    expect(stored.rows[0].n).toBe(1);
  });

  it('refuses an erasure request while a paid application is being processed, and records it for staff', async () => {
    const skuId = await createCompleteApplication({}, server.baseUrl);
    await age(skuId, { status: 'IN_REVIEW' });
    await call('POST', '/api/privacy/erasure-requests', { body: { sku_id: skuId }, client: newClientAddress(), baseUrl: server.baseUrl });
    const { rows } = await db.query(
      `SELECT text FROM outbox WHERE subject = 'Confirm the erasure of your e-Visa application' AND strpos(text, $1) > 0`,
      [skuId],
    );
    const token = /Erase-My-Data\/([\w-]{43})/.exec(rows[0].text)![1];
    const refused = await call('POST', '/api/privacy/erasure-requests/confirm', {
      body: { token },
      client: newClientAddress(),
      baseUrl: server.baseUrl,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cannot be erased now\. We have recorded your request/);
    expect((await view(skuId)).status).toBe(200);
    const shown = await as('GET', `/api/admin/applications/${skuId}`);
    expect(shown.body.notes[0]).toMatchObject({ user_email: 'applicant request', text: expect.stringContaining('asked for the erasure') });
  });

  it('exports everything held about an application as one archive for an admin, and records it', async () => {
    const surname = uniqueName('Archived');
    const skuId = await createCompleteApplication({ Surname: surname }, server.baseUrl);
    const reply = await as('GET', `/api/admin/applications/${skuId}/archive`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="application-${skuId}.json"`);
    expect(reply.body.application).toMatchObject({ sku_id: skuId, payment_status: 'UNPAID', data: expect.objectContaining({ Surname: surname }) });
    expect(reply.body.files.length).toBeGreaterThan(0);
    for (const file of reply.body.files) {
      expect(createHash('sha256').update(Buffer.from(file.content_base64, 'base64')).digest('hex')).toBe(file.sha256);
    }
    expect(reply.body.emails).toEqual([expect.objectContaining({ subject: `Your e-Visa application ${skuId} is saved` })]);
    expect(reply.body).toMatchObject({ payments: [], notes: [], history: [] });
    const log = await as('GET', `/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ action: 'export', record_id: skuId }))}`);
    expect(log.body).toHaveLength(1);
  });

  it('deletes uploaded files that no application took within a day, and only those', async () => {
    const client = newClientAddress();
    const [old, recent] = await Promise.all([0, 1].map(() => upload(photo(), { client, baseUrl: server.baseUrl })));
    await db.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE filename = $1`, [old.body.file.filename]);
    const run = await as('POST', '/api/admin/retention/run');
    expect(run.body.unattached_uploads_removed).toBe(1);
    expect(
      (await db.query(`SELECT filename FROM uploads WHERE filename = ANY($1)`, [[old.body.file.filename, recent.body.file.filename]])).rows,
    ).toEqual([{ filename: recent.body.file.filename }]);
    expect((await call('GET', old.body.file.url, { client, baseUrl: server.baseUrl })).status).toBe(404);
    expect((await call('GET', recent.body.file.url, { client, baseUrl: server.baseUrl })).status).toBe(200);
  });
});

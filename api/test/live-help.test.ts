import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApplication } from './application-fixtures.js';
import { db } from './database.js';
import { EventStreamClient } from './event-stream.js';
import { call, fieldErrors, newClientAddress } from './http.js';
import { type IsolatedServer, startIsolatedServer } from './isolated-server.js';
import { listQuery, newStaff, type SignedIn, signInAdmin } from './staff.js';

let staff: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin();
  staff = await newStaff('staff', admin);
});
const asStaff = (method: string, path: string, body?: unknown) => call(method, path, { body, token: staff.token, client: newClientAddress() });
const context = { page: '/Apply4/X', step: 'step4', field: 'Passport_Number' };

async function start(body: Record<string, unknown> = {}) {
  const started = await call('POST', '/api/live-help/conversations', {
    body: { text: 'Which passport number?', context, ...body },
    client: newClientAddress(),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body as { token: string; sku_id: string | null; messages: Array<{ id: number; author: string; text: string }> };
}

async function conversationId(token: string): Promise<string> {
  return (await db.query(`SELECT id FROM live_help_conversations WHERE token = $1`, [token])).rows[0].id;
}

describe('live help for the applicant', () => {
  it('opens a conversation with an unguessable token, linked to the application and its address, and reads it back', async () => {
    const email = `help-${Date.now()}@example.com`;
    const skuId = await createApplication({ Email: email, ConfirmEmail: email });
    const started = await start({ sku_id: skuId.toLowerCase(), text: '  Which passport\r\nnumber? \u0007' });
    expect(started).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      sku_id: skuId,
      messages: [{ id: expect.any(Number), author: 'applicant', text: 'Which passport\nnumber?', created_at: expect.any(String) }],
      availability: { staffed: true, next_staffed_at: null, notice: null },
    });
    const stored = await db.query(`SELECT email, context, waiting_since FROM live_help_conversations WHERE token = $1`, [started.token]);
    expect(stored.rows[0]).toMatchObject({ email, context, waiting_since: expect.any(Date) });

    const more = await call('POST', `/api/live-help/conversations/${started.token}/messages`, {
      body: { text: 'And the photo?', context: { page: '/Apply5/X', step: 'step5', field: null } },
      client: newClientAddress(),
    });
    expect(more.status).toBe(201);
    expect(more.body.messages).toEqual([{ id: expect.any(Number), author: 'applicant', text: 'And the photo?', created_at: expect.any(String) }]);
    expect(more.body.messages[0].id).toBeGreaterThan(started.messages[0].id);

    const all = await call('GET', `/api/live-help/conversations/${started.token}`, { client: newClientAddress() });
    expect(all.body.messages.map((message: { text: string }) => message.text)).toEqual(['Which passport\nnumber?', 'And the photo?']);
    const since = await call('GET', `/api/live-help/conversations/${started.token}?since=${started.messages[0].id}`, { client: newClientAddress() });
    expect(since.body.messages.map((message: { text: string }) => message.text)).toEqual(['And the photo?']);
  });

  it('refuses an empty or too long text, a bad context, and any token but a conversation’s own', async () => {
    const client = newClientAddress();
    const empty = await call('POST', '/api/live-help/conversations', { body: { text: ' \n ', context }, client });
    expect(empty.body).toEqual(fieldErrors({ field: 'text', message: 'Write your question first.' }));
    const long = await call('POST', '/api/live-help/conversations', { body: { text: 'x'.repeat(2001), context }, client });
    expect(long.body).toEqual(fieldErrors({ field: 'text', message: 'A message must be at most 2000 characters.' }));
    const noContext = await call('POST', '/api/live-help/conversations', { body: { text: 'Hello' }, client });
    expect(noContext.status).toBe(400);
    const html = await start({ text: '<script>alert(1)</script>' });
    // Text only: kept as typed, shown as text by the site (never as markup).
    expect(html.messages[0].text).toBe('<script>alert(1)</script>');
    for (const token of ['A'.repeat(32), 'short', html.token.toLowerCase() === html.token ? html.token.toUpperCase() : html.token.toLowerCase()]) {
      expect((await call('GET', `/api/live-help/conversations/${token}`, { client })).status).toBe(404);
      expect((await call('POST', `/api/live-help/conversations/${token}/messages`, { body: { text: 'Hi' }, client })).status).toBe(404);
      const stream = new EventStreamClient(`${inject('baseUrl')}/api/live-help/conversations/${token}/stream`);
      await stream.closed;
      expect(stream.status).toBe(404);
    }
  });

  it('limits the messages one address sends (RATE_LIMIT_HELP, 30 a minute)', async () => {
    const { token } = await start();
    const client = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await call('POST', `/api/live-help/conversations/${token}/messages`, { body: { text: `Message ${i}` }, client })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('live help between the applicant and staff', () => {
  it('streams a staff answer to the open panel within a second, resumes after the last id without repeating one, and e-mails an answer only while the applicant is away', async () => {
    const email = `panel-${Date.now()}@example.com`;
    const { token, messages } = await start({ email });
    const id = await conversationId(token);
    const url = `${inject('baseUrl')}/api/live-help/conversations/${token}/stream`;
    const panel = new EventStreamClient(url);
    await panel.waitFor((event) => event.id === messages[0].id);
    expect(panel.contentType).toMatch(/^text\/event-stream/);
    // The panel's presence is what keeps the answer from being e-mailed.
    await expect.poll(async () => (await asStaff('GET', `/api/admin/live-help/${id}`)).body.applicant_online).toBe(true);

    const sentAt = performance.now();
    const answer = await asStaff('POST', `/api/admin/live-help/${id}/messages`, { text: 'The number on the photo page.' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ author: 'staff', text: 'The number on the photo page.', user_email: staff.user.email });
    const arrived = await panel.waitFor((event) => event.data.text === 'The number on the photo page.', 1000);
    expect(arrived.at - sentAt).toBeLessThan(1000);
    expect(arrived.data).toEqual({ id: answer.body.id, author: 'staff', text: 'The number on the photo page.', created_at: expect.any(String) });
    panel.close();
    await panel.closed;

    // Away now: the next answer is e-mailed with the link back, and a reconnect from the last id gets only the new ones.
    await expect.poll(async () => (await asStaff('GET', `/api/admin/live-help/${id}`)).body.applicant_online).toBe(false);
    await asStaff('POST', `/api/admin/live-help/${id}/messages`, { text: 'Anything else?' });
    const mails = await db.query(`SELECT subject, text FROM outbox WHERE "to" = $1`, [email]);
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].text).toContain('> Anything else?');
    expect(mails.rows[0].text).toContain(`/#live-help=${token}`);
    const resumed = new EventStreamClient(url, { 'last-event-id': String(arrived.id) });
    await resumed.waitFor((event) => event.data.text === 'Anything else?');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed.events.map((event) => event.data.text)).toEqual(['Anything else?']);
    resumed.close();
  });

  it('keeps the staff queue: unanswered first, searchable, assigned, each read audited, and notices on the staff stream', async () => {
    const notices = new EventStreamClient(`${inject('baseUrl')}/api/admin/live-help/stream`, { authorization: `Bearer ${staff.token}` });
    await notices.opened();
    expect(notices.status).toBe(200);
    const word = `zebra${Date.now()}`;
    const waiting = await start({ text: `A question about ${word}` });
    const waitingId = await conversationId(waiting.token);
    const notice = await notices.waitFor((event) => event.data.conversation_id === waitingId, 1000);
    expect(notice.data).toEqual({ id: waiting.messages[0].id, conversation_id: waitingId, author: 'applicant' });
    notices.close();

    const list = await asStaff('GET', `/api/admin/live-help?${listQuery({ sort: ['waiting_since', 'ASC'], range: [0, 999] })}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^live-help 0-\d+\/\d+$/);
    const firstAnswered = list.body.findIndex((row: { waiting_since: string | null }) => row.waiting_since === null);
    if (firstAnswered >= 0)
      expect(list.body.slice(firstAnswered).every((row: { waiting_since: string | null }) => row.waiting_since === null)).toBe(true);
    const found = await asStaff('GET', `/api/admin/live-help?${listQuery({ filter: { q: word } })}`);
    // A read of applicants' words: in the history, with what it showed.
    const listed = await db.query(
      `SELECT changes FROM audit_logs WHERE resource = 'live-help' AND action = 'list' AND user_email = $1 ORDER BY created_at`,
      [staff.user.email],
    );
    expect(listed.rows.at(-1).changes).toMatchObject({ filter: { q: word }, ids: [waitingId] });
    expect((await asStaff('GET', '/api/admin/live-help/waiting')).body.waiting).toBeGreaterThan(0);
    expect(found.body).toEqual([
      expect.objectContaining({ id: waitingId, last_text: `A question about ${word}`, last_author: 'applicant', context, assignee_id: null }),
    ]);

    const assigned = await asStaff('PUT', `/api/admin/live-help/${waitingId}`, { ...found.body[0], assignee_id: staff.user.id });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ assignee_id: staff.user.id, assignee_email: staff.user.email });
    const refused = await asStaff('PUT', `/api/admin/live-help/${waitingId}`, { email: 'other@example.com' });
    expect(refused.body).toEqual(fieldErrors({ field: 'email', message: 'email cannot be changed: only assignee_id can be.' }));

    const thread = await asStaff('GET', `/api/admin/live-help/${waitingId}`);
    expect(thread.body.messages).toEqual([expect.objectContaining({ author: 'applicant', text: `A question about ${word}`, context })]);
    const reads = await db.query(`SELECT user_email FROM audit_logs WHERE resource = 'live-help' AND action = 'view' AND record_id = $1`, [
      waitingId,
    ]);
    expect(reads.rows).toEqual([{ user_email: staff.user.email }]);
    const mine = await asStaff('GET', `/api/admin/live-help?${listQuery({ filter: { assignee_id: staff.user.id, waiting: true } })}`);
    expect(mine.body.map((row: { id: string }) => row.id)).toEqual([waitingId]);
  });

  it('links a conversation to its application’s enquiries, and answers only staff and admins', async () => {
    const skuId = await createApplication();
    const { token } = await start({ sku_id: skuId });
    const id = await conversationId(token);
    const enquiry = await call('POST', '/api/india/indiaVisaContact', {
      body: { Given_Name: 'Ana', Email: 'ana@example.com', contact_no: '33612345678', Nationality: 'FRANCE', remarks: `About ${skuId}` },
      client: newClientAddress(),
    });
    expect(enquiry.status).toBe(201);
    const thread = await asStaff('GET', `/api/admin/live-help/${id}`);
    expect(thread.body.enquiries).toEqual([expect.objectContaining({ remarks: `About ${skuId}`, status: 'NEW' })]);
    const editor = await newStaff('editor', admin);
    expect((await call('GET', `/api/admin/live-help/${id}`, { token: editor.token, client: newClientAddress() })).status).toBe(403);
    expect((await call('GET', `/api/admin/live-help/stream`, { token: staff.token, client: newClientAddress() })).status).toBe(400);
  });

  it('is erased with its application', async () => {
    const skuId = await createApplication();
    const { token } = await start({ sku_id: skuId });
    const id = await conversationId(token);
    await asStaff('POST', `/api/admin/live-help/${id}/messages`, { text: 'Noted.' });
    expect((await db.query(`SELECT 1 FROM outbox WHERE strpos(text, $1) > 0`, [token])).rowCount).toBe(1);
    const erased = await call('POST', `/api/admin/applications/${skuId}/erase`, {
      body: { reason: 'Asked by phone.' },
      token: admin.token,
      client: newClientAddress(),
    });
    expect(erased.status).toBe(200);
    expect((await db.query(`SELECT 1 FROM live_help_conversations WHERE id = $1`, [id])).rowCount).toBe(0);
    expect((await db.query(`SELECT 1 FROM live_help_messages WHERE conversation_id = $1`, [id])).rowCount).toBe(0);
    const replies = await db.query(`SELECT changes FROM audit_logs WHERE resource = 'live-help' AND action = 'reply' AND record_id = $1`, [id]);
    // The answer went to the application's address while the applicant was away; that e-mail goes too.
    expect(replies.rows).toEqual([{ changes: { reply: '[erased]', emailed: true } }]);
    expect((await db.query(`SELECT 1 FROM outbox WHERE strpos(text, $1) > 0`, [token])).rowCount).toBe(0);
    expect((await call('GET', `/api/live-help/conversations/${token}`, { client: newClientAddress() })).status).toBe(404);
  });
});

describe('live help outside the staffed hours', () => {
  const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  // Staffed one hour, two days from today: never now, whenever the test runs.
  const day = (new Date().getUTCDay() + 2) % 7;
  let server: IsolatedServer;
  beforeAll(async () => {
    server = await startIsolatedServer(
      { email: 'hours-admin@test.example', password: 'correct horse battery staple' },
      { LIVE_HELP_HOURS: `${DAYS[day]} 09:00-10:00`, LIVE_HELP_TIME_ZONE: 'UTC' },
    );
  });
  afterAll(() => server?.stop());

  it('says when someone will answer, and keeps the message for staff', async () => {
    const started = await call('POST', '/api/live-help/conversations', {
      body: { text: 'Anyone there?', context: { page: '/Faq' } },
      client: newClientAddress(),
      baseUrl: server.baseUrl,
    });
    expect(started.status).toBe(201);
    const opening = new Date(started.body.availability.next_staffed_at);
    expect(started.body.availability).toEqual({
      staffed: false,
      next_staffed_at: expect.any(String),
      notice: `Our team is away now. Your message is kept, and we will answer from ${NAMES[day]} at 09:00 (UTC); we e-mail the answer when we have your address.`,
    });
    expect([opening.getUTCDay(), opening.getUTCHours(), opening.getUTCMinutes()]).toEqual([day, 9, 0]);
    // The panel says so before anything is written, too.
    expect((await call('GET', '/api/live-help/availability', { client: newClientAddress(), baseUrl: server.baseUrl })).body).toEqual(
      started.body.availability,
    );
    const admin = (
      await call('POST', '/api/admin/auth/login', {
        body: { email: 'hours-admin@test.example', password: 'correct horse battery staple' },
        client: newClientAddress(),
        baseUrl: server.baseUrl,
      })
    ).body;
    const queue = await call('GET', '/api/admin/live-help', { token: admin.token, client: newClientAddress(), baseUrl: server.baseUrl });
    expect(queue.body).toEqual([expect.objectContaining({ last_text: 'Anyone there?', waiting_since: expect.any(String) })]);
  });
});

import { request } from 'node:http';
import { validStep1 } from '@evisa/forms/fixtures';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/database/migrations/index.js';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { EventStreamClient, type StreamEvent } from './event-stream.js';
import { call, newClientAddress, upload } from './http.js';
import { approve, capture, createOrder, eventually, paymentSession } from './paypal.js';
import { newDatabase, photo } from '@evisa/test-support';
import { type Replica, startReplica, TestMailServer } from './replicas.js';
import { startTestBucket, type TestBucket } from './s3-bucket.js';

// Two API processes (api/dist, which `npm test` builds first), as behind a proxy: one PostgreSQL database, one S3 bucket, one mail server, nothing else
// in common. Each test sends its calls to both and expects them to behave as one product.
let database: Awaited<ReturnType<typeof newDatabase>>;
let bucket: TestBucket;
const mail = new TestMailServer();
let db: pg.Client;
let a: Replica;
let b: Replica;
const CREATE_LIMIT = 4;
const ADMIN = { email: 'fleet-admin@test.example', password: 'correct horse battery staple' };
let replicaEnv: Record<string, string>;
// Words no log line may carry: message text stays in the database.
const LIVE_HELP_SECRET = 'my passport number is X1234567';

async function staffOn(replica: Replica): Promise<{ token: string; client: string; baseUrl: string }> {
  const client = newClientAddress();
  const { token } = (await call('POST', '/api/admin/auth/login', { body: ADMIN, client, baseUrl: replica.baseUrl })).body;
  return { token, client, baseUrl: replica.baseUrl };
}

/** The applicant's panel streams from one replica, the console's from the other; each side hears the other within 1 s. */
async function liveHelpEachWay(applicantSide: Replica, staffSide: Replica): Promise<void> {
  const staff = await staffOn(staffSide);
  const notices = new EventStreamClient(`${staffSide.baseUrl}/api/admin/live-help/stream`, { authorization: `Bearer ${staff.token}` });
  await notices.opened();
  expect(notices.status).toBe(200);
  const client = newClientAddress();
  const started = await call('POST', '/api/live-help/conversations', {
    body: { text: 'Hello?', context: { page: '/Apply4/X', step: 'step4', field: 'Passport_Number' } },
    client,
    baseUrl: applicantSide.baseUrl,
  });
  const { token } = started.body;
  const [{ id }] = (await db.query(`SELECT id FROM live_help_conversations WHERE token = $1`, [token])).rows;
  const panel = new EventStreamClient(`${applicantSide.baseUrl}/api/live-help/conversations/${token}/stream`);
  await panel.waitFor((event) => event.data.text === 'Hello?');

  let sentAt = performance.now();
  const asked = await call('POST', `/api/live-help/conversations/${token}/messages`, {
    body: { text: LIVE_HELP_SECRET },
    client,
    baseUrl: applicantSide.baseUrl,
  });
  const notice = await notices.waitFor((event) => event.id === asked.body.messages[0].id, 1000);
  expect(notice.data).toEqual({ id: asked.body.messages[0].id, conversation_id: id, author: 'applicant' });
  expect(notice.at - sentAt).toBeLessThan(1000);

  sentAt = performance.now();
  const answer = await call('POST', `/api/admin/live-help/${id}/messages`, { body: { text: 'Thank you, noted.' }, ...staff });
  const arrived = await panel.waitFor((event) => event.data.text === 'Thank you, noted.', 1000);
  expect(arrived.id).toBe(answer.body.id);
  expect(arrived.at - sentAt).toBeLessThan(1000);
  // Once each, in order.
  expect(panel.events.map((event) => event.data.text)).toEqual(['Hello?', LIVE_HELP_SECRET, 'Thank you, noted.']);
  panel.close();
  notices.close();
}

beforeAll(async () => {
  [database, bucket] = await Promise.all([newDatabase('replicas'), startTestBucket(), mail.start()]);
  replicaEnv = {
    ...bucket.env,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    MAIL_RETRY_SECONDS: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_CREATE: String(CREATE_LIMIT),
    // The PostgreSQL counters here; the Redis ones have their own test.
    REDIS_URL: '',
  };
  // Started at the same moment on an empty database: both migrate and create the first admin.
  [a, b] = await Promise.all([startReplica(database.url, replicaEnv), startReplica(database.url, replicaEnv)]);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end();
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([bucket?.stop(), mail.stop()]);
  await database?.drop();
});

async function outbox(to: string): Promise<{ status: string; attempts: number; error: string | null }[]> {
  return (await db.query(`SELECT status, attempts, error FROM outbox WHERE "to" = $1`, [to])).rows;
}

describe('two replicas on one database and one bucket', () => {
  it('start together on an empty database: every migration applied once, one first admin, both ready', async () => {
    const applied = await db.query(`SELECT name FROM migrations`);
    expect(applied.rows.map(({ name }) => name).sort()).toEqual(migrations.map((migration) => migration.name).sort());
    expect((await db.query(`SELECT email, role FROM users`)).rows).toEqual([{ email: ADMIN.email, role: 'admin' }]);
    for (const replica of [a, b]) {
      const ready = await call('GET', '/api/health/ready', { baseUrl: replica.baseUrl });
      expect(ready.body, replica.output()).toEqual({ status: 'ready', database: 'up', storage: 'up' });
    }
  });

  it('serves through one replica a file uploaded through the other, with its checked type', async () => {
    const bytes = photo();
    const uploaded = await upload(bytes, { client: newClientAddress(), baseUrl: a.baseUrl });
    expect(uploaded.status).toBe(201);
    // The link one replica signed opens the file on the other: they share the key.
    const response = await fetch(`${b.baseUrl}${uploaded.body.file.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('counts the requests of one address to both replicas against one limit, each hearing the other at its flush', async () => {
    const client = newClientAddress();
    const create = (replica: Replica) =>
      call('POST', '/api/india/create-application', { body: validStep1(new Date()), client, baseUrl: replica.baseUrl });
    // This address's counter of creations, named as the rate-limit guard names it.
    const counter = `create:ApplicationsController-create-${client}`;
    const sharedHits = async () => (await db.query(`SELECT hits FROM rate_limit_hits WHERE key = $1`, [counter])).rows[0]?.hits ?? 0;
    const statuses = [];
    for (let i = 0; i < CREATE_LIMIT; i += 1) {
      statuses.push((await create(i % 2 ? b : a)).status);
      // Each replica sends its hits to the shared counter at its next tick.
      expect(await eventually(sharedHits, (hits) => hits === i + 1)).toBe(i + 1);
    }
    expect(statuses).toEqual(Array(CREATE_LIMIT).fill(201));
    // b served half of them, yet refuses: its last flush brought a's.
    expect((await create(b)).status).toBe(429);
    // a last heard of one hit fewer: until its next flush it admits what its own count allows, at most one tick of
    // its traffic (README 'Rate limits'); its own count then reaches the limit too.
    const late = await create(a);
    expect((await create(a)).status).toBe(429);
    expect((await create(b)).status).toBe(429);
    expect([...statuses, late.status].filter((status) => status === 201).length).toBeLessThanOrEqual(CREATE_LIMIT + 1);
  });

  it('starts an application on the version the other replica published, though this one last read the one before', async () => {
    const formVersionOf = async (skuId: string) =>
      (await db.query('SELECT form_version FROM applications WHERE sku_id = $1', [skuId])).rows[0].form_version as number;
    const before = await formVersionOf(await createApplication({}, b.baseUrl));
    const client = newClientAddress();
    const admin = (await call('POST', '/api/admin/auth/login', { body: ADMIN, client, baseUrl: a.baseUrl })).body;
    const asAdmin = { token: admin.token, client, baseUrl: a.baseUrl };
    const draft = await call('POST', '/api/admin/form-definitions', { ...asAdmin, body: { form_id: 'india-evisa', from_version: before } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const published = await call('POST', `/api/admin/form-definitions/${draft.body.id}/publish`, { ...asAdmin, body: { note: 'Through a' } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.version).toBe(before + 1);
    expect(await formVersionOf(await createApplication({}, b.baseUrl))).toBe(before + 1);
    expect(await formVersionOf(await createApplication({}, a.baseUrl))).toBe(before + 1);
  });

  it('saves one application through both replicas in turn: each answers with every save made through the other, and with staff changes', async () => {
    const client = newClientAddress();
    const skuId = await createApplication({}, a.baseUrl);
    const save = (replica: Replica, body: Record<string, unknown>, savedAt?: string) =>
      call('PUT', `/api/india/update-application/${skuId}`, {
        body,
        client,
        baseUrl: replica.baseUrl,
        headers: savedAt ? { 'if-match': `"${savedAt}"` } : {},
      });
    // Twice through a: its second save starts from the row its first wrote (lastSaved), without reading it.
    expect((await save(a, { Given_Name: 'Ann' })).status).toBe(200);
    const onA = await save(a, { Surname: 'Alpha' });
    expect(onA.status).toBe(200);
    const onB = await save(b, { Surname: 'Beta' }, onA.body.data.saved_at);
    expect(onB.status, JSON.stringify(onB.body)).toBe(200);
    // a's copy of its last save is out of date: the saved_at b answered is the one a must accept, and b's answer is kept.
    const back = await save(a, { Given_Name: 'Anna' }, onB.body.data.saved_at);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toMatchObject({ Given_Name: 'Anna', Surname: 'Beta' });
    // The saved_at a wrote before b's save is refused wherever it is sent.
    for (const replica of [a, b]) expect((await save(replica, { Given_Name: 'Stale' }, onA.body.data.saved_at)).status).toBe(412);
    // Written by someone else (staff, a payment) since a's last save: kept too.
    await db.query(`UPDATE applications SET data = data || '{"Surname": "Staff"}' WHERE sku_id = $1`, [skuId]);
    const afterStaff = await save(a, { Given_Name: 'Anne' });
    expect(afterStaff.body.data).toMatchObject({ Given_Name: 'Anne', Surname: 'Staff' });
    const [{ data }] = (await db.query('SELECT data FROM applications WHERE sku_id = $1', [skuId])).rows;
    expect(data).toMatchObject({ Given_Name: 'Anne', Surname: 'Staff' });
  });

  it('locks out failed sign-ins of one account and address spread over both replicas together', async () => {
    const client = newClientAddress();
    const signIn = (replica: Replica, password: string) =>
      call('POST', '/api/admin/auth/login', { body: { email: ADMIN.email, password }, client, baseUrl: replica.baseUrl });
    const statuses: number[] = [];
    for (let i = 0; i < 8 && !statuses.includes(429); i += 1) statuses.push((await signIn(i % 2 ? b : a, 'not the password')).status);
    // A few free mistakes, counted on both replicas alike, then the pair waits.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const other = statuses.length % 2 ? b : a;
    const right = await signIn(other, ADMIN.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Too many failed sign-in attempts/);
  });

  it('captures an order once when its two captures arrive at the two replicas together, and queues one receipt', async () => {
    const skuId = await createCompleteApplication({}, a.baseUrl);
    const session = await paymentSession(a.baseUrl);
    const order = await createOrder(skuId, session);
    expect((await approve(order)).status).toBe(303);
    const [first, second] = await Promise.all([capture(skuId, order.id, session), capture(skuId, order.id, { ...session, baseUrl: b.baseUrl })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    const emulated = await db.query(`SELECT "order" FROM paypal_emulator_orders WHERE id = $1`, [order.id]);
    expect(emulated.rows[0].order.purchase_units[0].payments.captures).toHaveLength(1);
    expect((await db.query(`SELECT count(*)::int AS n FROM payments WHERE sku_id = $1 AND status = 'COMPLETED'`, [skuId])).rows[0].n).toBe(1);
    expect((await db.query(`SELECT count(*)::int AS n FROM outbox WHERE subject LIKE $1`, [`Payment received%${skuId}`])).rows[0].n).toBe(1);
  });

  it('sends each queued e-mail once with the mail workers of both replicas running', async () => {
    const addresses = Array.from({ length: 8 }, (_, i) => `fleet-${Date.now()}-${i}@example.com`);
    await Promise.all(addresses.map((Email, i) => createApplication({ Email, ConfirmEmail: Email }, i % 2 ? b.baseUrl : a.baseUrl)));
    for (const address of addresses) {
      const rows = await eventually(
        () => outbox(address),
        (found) => found[0]?.status === 'SENT',
        15_000,
      );
      expect(rows).toMatchObject([{ status: 'SENT', attempts: 1, error: null }]);
    }
    // Both workers poll every second: after a few more rounds, still one copy of each.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const address of addresses) expect(mail.to(address), address).toHaveLength(1);
  });

  it('keeps an e-mail the mail server could not take and sends it, once, when the server is back', async () => {
    await mail.stop();
    const address = `fleet-retry-${Date.now()}@example.com`;
    const created = await call('POST', '/api/india/create-application', {
      body: validStep1(new Date(), { Email: address, ConfirmEmail: address }),
      client: newClientAddress(),
      baseUrl: b.baseUrl,
    });
    // The applicant's request does not wait for (nor fail with) the mail server.
    expect(created.status).toBe(201);
    const failed = await eventually(
      () => outbox(address),
      (rows) => (rows[0]?.attempts ?? 0) >= 1 && rows[0].error !== null,
      15_000,
    );
    expect(failed).toMatchObject([{ status: 'PENDING', error: expect.stringMatching(/ECONNREFUSED|connect/i) }]);
    expect(mail.to(address)).toHaveLength(0);
    await mail.start();
    const sent = await eventually(
      () => outbox(address),
      (rows) => rows[0]?.status === 'SENT',
      20_000,
    );
    expect(sent[0].attempts).toBeGreaterThanOrEqual(2);
    expect(sent[0].error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mail.to(address)).toHaveLength(1);
  });

  it('gives up at once on an address the mail server refuses for good, and staff can queue it again', async () => {
    const address = `unknown-${Date.now()}@example.com`;
    await createApplication({ Email: address, ConfirmEmail: address }, a.baseUrl);
    const failed = await eventually(
      () => outbox(address),
      (rows) => rows[0]?.status === 'FAILED',
      15_000,
    );
    expect(failed).toMatchObject([{ status: 'FAILED', attempts: 1, error: expect.stringMatching(/550|No such mailbox/) }]);
    const { token } = (await call('POST', '/api/admin/auth/login', { body: ADMIN, client: newClientAddress(), baseUrl: b.baseUrl })).body;
    const { id } = (await db.query(`SELECT id FROM outbox WHERE "to" = $1`, [address])).rows[0];
    const again = await call('PUT', `/api/admin/outbox/${id}`, {
      body: { status: 'PENDING' },
      token,
      client: newClientAddress(),
      baseUrl: b.baseUrl,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id, status: 'PENDING', attempts: 0 });
    const refusedAgain = await eventually(
      () => outbox(address),
      (rows) => rows[0]?.status === 'FAILED',
      15_000,
    );
    expect(refusedAgain).toMatchObject([{ status: 'FAILED', attempts: 1 }]);
    const audit = await db.query(`SELECT action, changes FROM audit_logs WHERE resource = 'outbox' AND record_id = $1`, [id]);
    expect(audit.rows).toEqual([{ action: 'update', changes: { status: { from: 'FAILED', to: 'PENDING' } } }]);
  });

  it('carries a live-help message each way within a second, the applicant on one replica and staff on the other', async () => {
    await liveHelpEachWay(a, b);
    for (const replica of [a, b]) expect(replica.output()).not.toContain(LIVE_HELP_SECRET);
  });

  // Redis is optional for the product; CI (.ci/run) provides one and sets REDIS_URL.
  if (process.env.REDIS_URL) {
    it('carries live help between two replicas through Redis pub/sub when REDIS_URL is set', async () => {
      const withRedis = { ...replicaEnv, REDIS_URL: process.env.REDIS_URL! };
      const [x, y] = await Promise.all([startReplica(database.url, withRedis), startReplica(database.url, withRedis)]);
      try {
        expect(x.output()).toContain('Live help fans out through Redis pub/sub');
        await liveHelpEachWay(x, y);
      } finally {
        await Promise.all([x.stop(), y.stop()]);
      }
    });
  }

  it('resumes a conversation on the other replica when the one holding its stream is killed, nothing lost or doubled', async () => {
    const c = await startReplica(database.url, replicaEnv);
    const started = await call('POST', '/api/live-help/conversations', {
      body: { text: 'Is my photo fine?', context: { page: '/Apply4/X', step: 'step4', field: null } },
      client: newClientAddress(),
      baseUrl: c.baseUrl,
    });
    expect(started.status).toBe(201);
    const { token } = started.body;
    const [{ id }] = (await db.query(`SELECT id FROM live_help_conversations WHERE token = $1`, [token])).rows;
    const path = `/api/live-help/conversations/${token}/stream`;
    const first = new EventStreamClient(`${c.baseUrl}${path}`);
    await first.waitFor((event) => event.data.text === 'Is my photo fine?');
    const staff = await staffOn(a);
    const replies = Array.from({ length: 10 }, (_, i) => `Answer ${i}`);
    let reconnected: EventStreamClient | null = null;
    // The client as EventSource acts: when its stream drops it connects again (here through the 'proxy' to the
    // replica left) with the last id it got.
    const resumed = first.closed.then(() => {
      reconnected = new EventStreamClient(`${a.baseUrl}${path}`, { 'last-event-id': String(first.events.at(-1)!.id) });
      return reconnected;
    });
    for (const [i, text] of replies.entries()) {
      const sent = await call('POST', `/api/admin/live-help/${id}/messages`, { body: { text }, ...staff });
      expect(sent.status).toBe(201);
      // Killed mid-conversation, a few answers in.
      if (i === 3) c.process.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const second = await resumed;
    await second.waitFor((event) => event.data.text === 'Answer 9');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const received: StreamEvent[] = [...first.events, ...second.events];
    expect(received.map((event) => event.data.text)).toEqual(['Is my photo fine?', ...replies]);
    expect(received.map((event) => event.id)).toEqual([...received.map((event) => event.id)].sort((x, y) => x - y));
    expect(first.events.length).toBeGreaterThan(1);
    expect(second.events.length).toBeGreaterThan(0);
    (reconnected as EventStreamClient | null)?.close();
    await c.exited;
  });

  it('on SIGTERM stops taking connections, finishes the request in flight, and exits cleanly', async () => {
    const { port } = new URL(b.baseUrl);
    const boundary = 'fleet-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const bytes = photo();
    const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)]);
    // An upload whose first half is on its way when the signal comes.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/upload',
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
            'x-forwarded-for': newClientAddress(),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 200));
      setTimeout(() => {
        b.process.kill('SIGTERM');
        setTimeout(async () => {
          // The listener is closed now: a new connection is refused, while the upload in flight goes on.
          await expect(fetch(`${b.baseUrl}/api/health`)).rejects.toThrow();
          req.end(body.subarray(200));
        }, 500);
      }, 200);
    });
    const reply = await answer;
    expect(reply.status, b.output()).toBe(201);
    const link = JSON.parse(reply.body).file.url as string;
    expect(await b.exited).toBe(0);
    // The file it took is there for the replica still running.
    expect((await fetch(`${a.baseUrl}${link}`)).status).toBe(200);
  });
});

import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { indiaEvisa, queryForm } from '@evisa/forms';
import { validStep1 } from '@evisa/forms/fixtures';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';

// `npm test` sends a few hundred; CI (.ci/run) sets FUZZ_RUNS=5000.
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

// A name no honest file has: any file carrying it outside DATA_DIR was written by a hostile file name.
const CANARY = `evisa-fuzz-canary-${randomBytes(4).toString('hex')}`;

const PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE applications; --",
  '1); DELETE FROM payments WHERE (1=1',
  '$1',
  '{"$ne": null}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return process")()}}',
  '${process.exit(1)}',
  `../../../../tmp/${CANARY}`,
  `..\\..\\..\\${CANARY}`,
  '/etc/passwd',
  '\u0000',
  '\ud800',
  '\u202e\u200b\ufeff',
  'A'.repeat(100_001),
];
const TRAVERSAL_NAMES = [
  `../../../../tmp/${CANARY}.jpg`,
  `..\\..\\..\\${CANARY}.pdf`,
  `/tmp/${CANARY}.png`,
  `${CANARY}/../../../${CANARY}.jpg`,
  `....//....//${CANARY}.jpg`,
  `%2e%2e%2f${CANARY}.jpg`,
  `${CANARY}\u0000.jpg`,
];

const form = queryForm(indiaEvisa);
const KEYS = [
  ...form.fields.map((field) => field.name),
  ...['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'],
  ...[
    'sku_id',
    'orderID',
    'countryName',
    'currency',
    'amount',
    'payment_status',
    'review_status',
    'id',
    'form_version',
    'user_IP',
    'event_type',
    'resource',
  ],
];

// Any UTF-16 code unit (NUL, controls, lone surrogates), any code point, or a known hostile payload.
const text = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...PAYLOADS),
);
const key = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: text });
const scalar = fc.oneof(
  text.map((value) => JSON.stringify(value)),
  fc.double().map((value) => JSON.stringify(value)),
  fc.constantFrom('true', 'false', 'null', '0', '-0', '1e400', '12345678901234567890123', '-1'),
);
/** Raw JSON text (an object's keys written out as they are, "__proto__" included). */
const { json } = fc.letrec<{ json: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('json'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(key, tie('json')), { maxLength: 6 }).map((entries) => objectText(entries)),
  ),
}));
function objectText(entries: Array<[string, string]>): string {
  return `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`;
}

/** An honest body with some values replaced or added: gets past the first checks into the deeper ones. */
const tampered = (honest: Record<string, unknown>) =>
  fc.array(fc.tuple(key, json), { maxLength: 4 }).map((changes) => {
    const entries = new Map(Object.entries(honest).map(([name, value]) => [name, JSON.stringify(value) ?? 'null']));
    for (const [name, value] of changes) entries.set(name, value);
    return objectText([...entries]);
  });

const deep = fc
  .tuple(fc.integer({ min: 60, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));
const invalidUtf8 = fc
  .constantFrom([0xc3, 0x28], [0xff, 0xfe], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82])
  .map((bytes) => Buffer.concat([Buffer.from('{"Surname":"Mar'), Buffer.from(bytes), Buffer.from('tin","Email":"a@b.c"}')]));
const oversized = fc.constantFrom(
  `{"Surname":"${'x'.repeat(300_000)}"}`,
  `{${Array.from({ length: 2_001 }, (_, index) => `"f${index}":1`).join(',')}}`,
  `{"saarc":[${Array.from({ length: 5_001 }, () => '1').join(',')}]}`,
);

/** A body for a JSON endpoint: tampered honest values most often, then every other kind of garbage. */
const body = (honest: Record<string, unknown>) =>
  fc.oneof(
    { weight: 5, arbitrary: tampered(honest) },
    { weight: 3, arbitrary: json },
    { weight: 1, arbitrary: json.map((value) => value.slice(0, Math.max(0, value.length - 2))) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: invalidUtf8 },
    { weight: 1, arbitrary: oversized },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', '[]', '"x"', '{', '}{', 'sku_id=1&Email=a') },
  );
const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
);
const segment = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }).map((value) => encodeURIComponent(value)),
  fc.constantFrom(
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e',
    '%00',
    '%E0%A4%A',
    '%ED%A0%80',
    'K7M2QX9PA4R8TZ3WN',
    encodeURIComponent("1' OR '1'='1"),
    encodeURIComponent(TRAVERSAL_NAMES[0]),
  ),
);
const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?__proto__[isAdmin]=1',
      '?a[b][c][d]=1&a=2',
      `?${'a'.repeat(1)}${'[a]'.repeat(200)}=1`,
      '?sku_id=%00',
      '?x=%E0%A4%A',
      '?id[]=1&id[]=2',
    ),
  },
);

interface FuzzRequest {
  method: string;
  path: string;
  body?: string | Buffer | FormData;
  contentType?: string;
  token?: boolean;
}

/** Every applicant endpoint, each with the hostile requests it can be sent. */
function requests(target: string): fc.Arbitrary<FuzzRequest> {
  const skuId = fc.oneof(fc.constant(target), segment);
  const jsonCall = (method: string, path: fc.Arbitrary<string>, honest: Record<string, unknown>, token = false) =>
    fc.record({ method: fc.constant(method), path, body: body(honest), contentType, token: fc.constant(token) });
  const withQuery = (path: fc.Arbitrary<string>) => fc.tuple(path, query).map(([base, search]) => base + search);
  const upload = fc
    .record({
      field: fc.oneof(fc.constant('image'), text),
      filename: fc.oneof(fc.constantFrom(...TRAVERSAL_NAMES), text),
      type: fc.constantFrom('image/jpeg', 'application/pdf', 'text/html', 'application/x-sh', ''),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom(Buffer.from('%PDF-1.4\n<script>'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), Buffer.from('<svg onload=alert(1)>')),
      ),
      files: fc.integer({ min: 1, max: 2 }),
    })
    .map(({ field, filename, type, bytes, files }): FuzzRequest => {
      const data = new FormData();
      for (let index = 0; index < files; index++) data.append(field, new Blob([bytes], { type }), filename);
      return { method: 'POST', path: '/api/upload', body: data };
    });
  return fc.oneof(
    jsonCall('POST', withQuery(fc.constant('/api/india/create-application')), validStep1()),
    jsonCall('PUT', withQuery(skuId.map((id) => `/api/india/update-application/${id}`)), { Surname: 'Martin', Place_of_Issue: 'Paris' }),
    fc.record({ method: fc.constant('GET'), path: withQuery(skuId.map((id) => `/api/india/View-application/${id}`)) }),
    jsonCall('POST', fc.constant('/api/india/indiaVisaContact'), {
      name: 'Claire Martin',
      email: 'claire@example.com',
      contact_no: '33123456789',
      remarks: 'Hello',
    }),
    jsonCall('POST', fc.constant('/api/india/getVisaFeeByCountry'), { countryName: 'FRANCE' }),
    fc.record({ method: fc.constant('GET'), path: withQuery(fc.constant('/api/india/authenticate')) }),
    jsonCall('POST', fc.constant('/api/india/create-Order'), { sku_id: target, currency: 'USD', description: 'e-Visa fee' }, true),
    jsonCall('POST', fc.constant('/api/india/capture-Payment'), { orderID: '5O190127TN364715T', sku_id: target }, true),
    jsonCall('POST', fc.constant('/api/india/paypal-webhook'), { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } }),
    fc.record({ method: fc.constant('GET'), path: withQuery(skuId.map((id) => `/api/india/track/${id}/refund`)) }),
    jsonCall('POST', withQuery(skuId.map((id) => `/api/india/track/${id}/refund`)), { reason: 'My trip is cancelled.' }),
    jsonCall('POST', fc.constant('/api/upload'), {}),
    upload,
    fc.record({
      method: fc.constant('GET'),
      path: withQuery(fc.oneof(segment, fc.constantFrom(...TRAVERSAL_NAMES).map(encodeURIComponent)).map((name) => `/api/uploads/${name}`)),
    }),
    fc.record({ method: fc.constant('GET'), path: withQuery(fc.oneof(fc.constant('india-evisa'), segment).map((id) => `/api/forms/${id}`)) }),
    fc.record({ method: fc.constant('GET'), path: withQuery(fc.constant('/api/health')) }),
  );
}

let server: IsolatedServer;
let db: pg.Client;
let tables: string[] = [];
let target: string;
let token: string;

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Each table's content hash, with the row versions it was taken from. */
const hashes = new Map<string, { versions: string; content: string }>();

/**
 * The content of every table requests write: not the mail outbox its worker changes on its own, the rate-limit
 * counters every request moves (refused ones too, by design), nor migrations. A table's content is hashed again only
 * when its row versions changed (a row written or removed: each version has its own place and transaction), both
 * read in one snapshot: hashing every row of every table after each request took most of the run's time.
 */
async function fingerprint(): Promise<Record<string, string>> {
  await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const versionsOf = tables.map(
      (table) => `(SELECT count(*) || ':' || coalesce(sum(hashtext(ctid::text || xmin::text)), 0) FROM "${table}") AS "${table}"`,
    );
    const versions = (await db.query<Record<string, string>>(`SELECT ${versionsOf.join(', ')}`)).rows[0];
    const changed = tables.filter((table) => hashes.get(table)?.versions !== versions[table]);
    if (changed.length) {
      const contentOf = changed.map(
        (table) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${table}" t) AS "${table}"`,
      );
      const content = (await db.query<Record<string, string>>(`SELECT ${contentOf.join(', ')}`)).rows[0];
      for (const table of changed) hashes.set(table, { versions: versions[table], content: content[table] });
    }
    return Object.fromEntries(tables.map((table) => [table, hashes.get(table)!.content]));
  } finally {
    await db.query('COMMIT');
  }
}

beforeAll(async () => {
  server = await startIsolatedServer({ email: 'fuzz-admin@test.example', password: 'fuzz admin password 1234' });
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const rows = (
    await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)
  ).rows;
  tables = rows.map((row) => row.table_name as string).filter((name) => !/migrations|outbox|throttl|rate_limit/.test(name));
  const created = await fetch(`${server.baseUrl}/api/india/create-application`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
    body: JSON.stringify(validStep1()),
  });
  target = ((await created.json()) as { data: { sku_id: string } }).data.sku_id;
  const session = await fetch(`${server.baseUrl}/api/india/authenticate`, { headers: { 'x-forwarded-for': address() } });
  token = ((await session.json()) as { accessToken: string }).accessToken;
});

afterAll(async () => {
  await db?.end();
  await server?.stop();
});

/** Files named by a hostile file name, wherever it could have been resolved to. */
function canaryFiles(): string[] {
  const bases = [server.dataDir, join(server.dataDir, 'uploads'), process.cwd(), tmpdir(), '/'];
  const named = TRAVERSAL_NAMES.flatMap((name) => bases.map((base) => resolve(base, name.replace(/\0/g, '')))).filter((path) => existsSync(path));
  return [...named, ...readdirSync(tmpdir()).filter((name) => name.includes(CANARY))];
}

describe(`${RUNS} hostile requests to the applicant endpoints`, () => {
  it('never answer 5xx, always a JSON error with a message, and a refused request changes nothing', { timeout: 60_000 + RUNS * 200 }, async () => {
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(requests(target), async (request) => {
        const headers: Record<string, string> = { 'x-forwarded-for': address() };
        if (request.contentType) headers['content-type'] = request.contentType;
        if (request.token) headers.authorization = `Bearer ${token}`;
        const response = await fetch(`${server.baseUrl}${request.path}`, { method: request.method, headers, body: request.body });
        const raw = await response.text();
        const what = `${request.method} ${request.path.slice(0, 120)} → ${response.status} ${raw.slice(0, 200)}`;
        expect(response.status, what).toBeLessThan(500);
        const after = await fingerprint();
        if (response.status >= 400) {
          expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
          const reply = JSON.parse(raw) as { message?: unknown };
          expect(typeof reply.message === 'string' && reply.message.length > 0, what).toBe(true);
          // A clear message of ours, never a stack trace nor a parser's own words.
          expect(String(reply.message), what).not.toMatch(/\n\s+at |Unexpected token|in JSON at position|TypeError|SyntaxError/);
          expect(after, what).toEqual(before);
        }
        before = after;
      }),
      { numRuns: RUNS },
    );
    expect(canaryFiles()).toEqual([]);
    // Everything the server stored under DATA_DIR/uploads carries a name it made itself.
    const uploads = join(server.dataDir, 'uploads');
    for (const name of existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []) {
      expect(String(name)).toMatch(/^[0-9a-f]{32}\.(jpg|png|pdf)$/);
    }
  });
});

import { contentHash, feeCodeList, indiaEvisa, indiaEvisaFiles } from '@evisa/forms';
import { validStep1 } from '@evisa/forms/fixtures';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../src/audit-logs/audit-log.entity.js';
import { DefinitionBuilds } from '../src/form-definitions/definition-builds.js';
import { FormRecord } from '../src/forms/form.entity.js';
import { FormDefinitionVersion } from '../src/form-definitions/form-definition.entity.js';
import { FormDefinitionsRepository } from '../src/form-definitions/form-definitions.repository.js';
import { ShippedDefinitionsService } from '../src/form-definitions/shipped-definitions.service.js';
import { optionalLanguages } from './definition-files.js';
import { call, newClientAddress, type Reply } from './http.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { listQuery, type SignedIn } from './staff.js';

// Publishing changes what every new application starts on: this file has a server and a database of its own.
const ADMIN = { email: 'admin@definitions.example', password: 'definitions admin password' };
const STEP1 = 'steps/step1.schema.json';

type Files = Record<string, Record<string, unknown>>;

/** A copy of the shipped files with step 1 changed by `change`. */
function withStep1(
  change: (schema: { properties: Record<string, unknown>; required: string[]; errorMessage: { required: Record<string, string> } }) => void,
  from: Files = indiaEvisaFiles as Files,
): Files {
  const files = structuredClone(optionalLanguages(from));
  change(files[STEP1] as never);
  return files;
}

/** Step 1 with a new required question (an editor's change that applications started before must not see). */
const withNickname = () =>
  withStep1((schema) => {
    schema.properties.Nickname = { type: 'string', title: 'Nickname', maxLength: 40 };
    schema.required.push('Nickname');
    schema.errorMessage.required.Nickname = 'Nickname is required';
  });

let server: IsolatedServer;
let admin: SignedIn;
let editor: SignedIn;
let staff: SignedIn;
const client = newClientAddress();

const api = (method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Reply> =>
  call(method, path, { ...options, client, baseUrl: server.baseUrl });

async function staffMember(role: 'editor' | 'staff'): Promise<SignedIn> {
  const email = `${role}@definitions.example`;
  const password = `${role} password of the definitions test`;
  expect((await api('POST', '/api/admin/users', { token: admin.token, body: { email, role, password } })).status).toBe(201);
  const reply = await api('POST', '/api/admin/auth/login', { body: { email, password } });
  return reply.body;
}

const versions = async (): Promise<Array<{ id: string; version: number; status: string; shipped: boolean; hash?: string }>> =>
  (
    await api('GET', `/api/admin/form-definitions?${listQuery({ sort: ['version', 'ASC'], range: [0, 99], filter: { form_id: 'india-evisa' } })}`, {
      token: editor.token,
    })
  ).body;

const newDraft = async (fromVersion: number, note?: string) => {
  const reply = await api('POST', '/api/admin/form-definitions', {
    token: editor.token,
    body: { form_id: 'india-evisa', from_version: fromVersion, note },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
};

/** A draft save as the console makes it: naming the revision it read (If-Match). */
const saveDraft = async (id: string, body: Record<string, unknown>, token = editor.token) => {
  const read = await api('GET', `/api/admin/form-definitions/${id}`, { token });
  return api('PUT', `/api/admin/form-definitions/${id}`, { token, body, headers: { 'If-Match': read.headers.get('etag')! } });
};

const createApplication = async (overrides: Record<string, unknown> = {}) =>
  api('POST', '/api/india/create-application', { body: { ...validStep1(), ...overrides } });

type VersionRow = { id: string; version: number; status: string; shipped: boolean };

/** Each version of the application's form as [version, status], oldest first. */
const statuses = async () => (await versions()).map(({ version, status }) => [version, status]);

const published = async (): Promise<VersionRow> => (await versions()).find(({ status }) => status === 'published')!;

/** The ETag the published version is served with now. */
const servedEtag = async () => (await api('GET', '/api/forms/india-evisa')).headers.get('etag')!;

/** The last version number the application's form gave (drafts deleted since included): the next one is one more. */
const lastNumber = async (): Promise<number> => {
  const [row] = (await database.query(`SELECT "last_version" FROM "form_definition_counters" WHERE "form_id" = 'india-evisa'`)) as Array<{
    last_version: number;
  }>;
  return Number(row!.last_version);
};

/** `files` published as a new version by the editor (a draft from the published one, saved, published). */
const publishFiles = async (files: Files, note?: string) => {
  const draft = await newDraft((await published()).version);
  expect((await saveDraft(draft.id, { files })).status).toBe(200);
  const reply = await api('POST', `/api/admin/form-definitions/${draft.id}/publish`, { token: editor.token, body: note ? { note } : {} });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as VersionRow & { note: string; hash: string };
};

/** `row` published again (a roll-back: a new version) unless it is the published one. */
const republish = async (row: VersionRow): Promise<VersionRow> => {
  if (row.status === 'published') return row;
  const reply = await api('POST', `/api/admin/form-definitions/${row.id}/publish`, { token: editor.token, body: {} });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

// The running server's database, read and written as another replica would.
let database: DataSource;

beforeAll(async () => {
  server = await startIsolatedServer(ADMIN);
  admin = (await api('POST', '/api/admin/auth/login', { body: ADMIN })).body;
  editor = await staffMember('editor');
  staff = await staffMember('staff');
  database = await new DataSource({
    type: 'postgres',
    url: server.databaseUrl,
    entities: [FormDefinitionVersion, FormRecord, AuditLog],
  }).initialize();
});

afterAll(async () => {
  await database?.destroy();
  await server?.stop();
});

describe('form definitions', () => {
  // Each test makes the versions it reads (runs alone); the first three read the server as it starts.
  it('stores and publishes the shipped definition at the first start', async () => {
    const list = await versions();
    expect(list.map(({ version, status, shipped }) => ({ version, status, shipped }))).toEqual([{ version: 1, status: 'published', shipped: true }]);
    const one = await api('GET', `/api/admin/form-definitions/${list[0].id}`, { token: editor.token });
    expect(one.body).toMatchObject({ version: 1, hash: contentHash(indiaEvisaFiles), files: indiaEvisaFiles, created_by: null });
    expect(one.body.definition.version).toBe(1);
    // The order of an object's keys is the order fields are shown in: stored as written.
    expect(Object.keys(one.body.files[STEP1].properties)).toEqual(Object.keys((indiaEvisaFiles[STEP1] as { properties: object }).properties));
    expect(Object.keys(one.body.definition.steps[1].schema.properties)).toEqual(
      Object.keys((indiaEvisaFiles['steps/step2.schema.json'] as { properties: object }).properties),
    );
  });

  it('serves the published version with an ETag, a 304 to If-None-Match and a Cache-Control that revalidates', async () => {
    const reply = await api('GET', '/api/forms/india-evisa');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: 'india-evisa', version: 1 });
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    const etag = reply.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}-1"$/);
    const again = await api('GET', '/api/forms/india-evisa', { headers: { 'if-none-match': etag } });
    expect([again.status, again.body]).toEqual([304, null]);
    const other = await api('GET', '/api/forms/india-evisa', { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect((await api('GET', '/api/forms/other-form')).status).toBe(404);
  });

  it('serves a version by number and its validators as immutable ES modules', async () => {
    const reply = await api('GET', '/api/forms/india-evisa/versions/1');
    expect([reply.status, reply.body.data.version]).toEqual([200, 1]);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const cached = await api('GET', '/api/forms/india-evisa/versions/1', { headers: { 'if-none-match': reply.headers.get('etag')! } });
    expect(cached.status).toBe(304);
    const module = await api('GET', '/api/forms/india-evisa/versions/1/validators/step1.js');
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(module.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(module.body).toContain('export default');
    const byHash = await api('GET', `/api/forms/india-evisa/builds/${contentHash(indiaEvisaFiles)}/validators/step1.js`);
    expect([byHash.status, byHash.body]).toEqual([200, module.body]);
    for (const path of [
      'versions/1/validators/nostep.js',
      'versions/9/validators/step1.js',
      'versions/9',
      'versions/x',
      'versions/1/validators/step1',
      `builds/${'0'.repeat(64)}/validators/step1.js`,
    ]) {
      expect((await api('GET', `/api/forms/india-evisa/${path}`)).status, path).toBe(404);
    }
  });

  it('opens a draft from a version, which is not served by number', async () => {
    const next = (await lastNumber()) + 1;
    const draft = await newDraft((await published()).version, 'Ask for a nickname');
    expect(draft).toMatchObject({ version: next, status: 'draft', note: 'Ask for a nickname', shipped: false, published_at: null });
    // The source's build, copied by the database and numbered as the draft.
    const source = (await api('GET', `/api/admin/form-definitions/${(await published()).id}`, { token: editor.token })).body;
    expect(draft.definition).toEqual({ ...source.definition, version: next });
    expect(draft.hash).toBe(source.hash);
    expect((await api('GET', `/api/forms/india-evisa/versions/${next}`)).status).toBe(404);
    expect((await api('POST', '/api/admin/form-definitions', { token: editor.token, body: { from_version: 99 } })).status).toBe(404);
    const bad = await api('POST', '/api/admin/form-definitions', { token: editor.token, body: { from_version: 'one', colour: 'red' } });
    expect(bad.status).toBe(400);
  });

  it("saves a draft, rebuilding it, and refuses files that are not a definition's", async () => {
    const draft = await newDraft((await published()).version, 'Ask for a nickname');
    // react-admin sends the whole record back, built definition included: more than other bodies may hold (200 kB).
    expect(JSON.stringify({ ...draft, files: withNickname() }).length).toBeGreaterThan(200_000);
    const saved = await api('PUT', `/api/admin/form-definitions/${draft.id}`, {
      token: editor.token,
      body: { ...draft, files: withNickname(), note: 'Nickname, required' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.hash).toBe(contentHash(withNickname()));
    expect(saved.body.note).toBe('Nickname, required');
    expect(saved.body.definition.steps[0].schema.properties.Nickname).toEqual({ type: 'string', title: 'Nickname', maxLength: 40 });
    expect(saved.body.definition.steps[0].schema.required).toContain('Nickname');
    // The console previews a draft with its validators, by its build's hash.
    expect((await api('GET', `/api/forms/india-evisa/builds/${saved.body.hash}/validators/step1.js`)).status).toBe(200);

    for (const files of [[], 'text', { 'steps/evil.sh': {} }, { 'form.json': [] }]) {
      const refused = await api('PUT', `/api/admin/form-definitions/${draft.id}`, { token: editor.token, body: { files } });
      expect(refused.status, JSON.stringify(files)).toBe(400);
      expect(refused.body.errors[0].field).toMatch(/^files/);
    }
    const after = await api('GET', `/api/admin/form-definitions/${draft.id}`, { token: editor.token });
    expect(after.body.hash).toBe(saved.body.hash);
  });

  it('keeps a broken draft, and refuses to publish it (422 with the errors) without changing anything', async () => {
    const live = await published();
    const etag = await servedEtag();
    const draft = await newDraft(live.version);
    const broken = withStep1((schema) => {
      schema.properties.Surname = { $ref: '../fields/missing.json' };
      delete schema.errorMessage.required.Given_Name;
    }, withNickname());
    const saved = await saveDraft(draft.id, { files: broken });
    expect(saved.status).toBe(200);
    expect([saved.body.definition, saved.body.hash]).toEqual([null, null]);

    const check = await api('POST', `/api/admin/form-definitions/${draft.id}/check`, { token: editor.token });
    expect(check.status).toBe(200);
    expect(check.body.ok).toBe(false);
    expect(check.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: STEP1, message: expect.stringContaining('fields/missing.json') }),
        expect.objectContaining({ file: STEP1, message: expect.stringContaining('Given_Name is required but has no message') }),
      ]),
    );

    const before = await statuses();
    expect(before).toEqual(
      expect.arrayContaining([
        [live.version, 'published'],
        [draft.version, 'draft'],
      ]),
    );
    const publish = await api('POST', `/api/admin/form-definitions/${draft.id}/publish`, { token: editor.token, body: { note: 'try' } });
    expect(publish.status).toBe(422);
    expect(publish.body).toMatchObject({ statusCode: 422, message: expect.stringContaining('cannot be published') });
    expect(publish.body.errors).toEqual(check.body.errors);
    expect(await statuses()).toEqual(before);
    expect((await api('GET', '/api/forms/india-evisa', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('publishes a draft: the site gets the new version and the previous one is archived', async () => {
    const previous = await publishFiles(optionalLanguages(indiaEvisaFiles) as Files);
    const etag = await servedEtag();
    const draft = await newDraft(previous.version, 'Ask for a nickname');
    expect((await saveDraft(draft.id, { files: withNickname() })).status).toBe(200);
    const check = await api('POST', `/api/admin/form-definitions/${draft.id}/check`, { token: editor.token });
    expect(check.body).toMatchObject({ ok: true, errors: [] });
    const before = await statuses();
    const published = await api('POST', `/api/admin/form-definitions/${draft.id}/publish`, {
      token: editor.token,
      body: { note: 'Nickname goes live' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({
      id: draft.id,
      version: draft.version,
      status: 'published',
      note: 'Nickname goes live',
      published_by: editor.user.email,
    });
    const statusAfter = (version: number, status: string) =>
      version === previous.version ? 'archived' : version === draft.version ? 'published' : status;
    expect(await statuses()).toEqual(before.map(([version, status]) => [version, statusAfter(version as number, status as string)]));

    const served = await api('GET', '/api/forms/india-evisa', { headers: { 'if-none-match': etag } });
    expect(served.status).toBe(200);
    expect(served.body.data.version).toBe(draft.version);
    expect(served.headers.get('etag')).not.toBe(etag);
    // A number asked for while it was a draft is served once published (a miss is not cached).
    expect((await api('GET', `/api/forms/india-evisa/versions/${draft.version}`)).body.data.version).toBe(draft.version);
    // Still served by number, for the applications pinned to it.
    expect((await api('GET', `/api/forms/india-evisa/versions/${previous.version}`)).status).toBe(200);
    expect((await api('GET', `/api/forms/india-evisa/versions/${draft.version}/validators/step1.js`)).status).toBe(200);
  });

  it('refuses to change, delete or publish again a version that is not a draft (409)', async () => {
    const live = await publishFiles(withNickname(), 'Nickname goes live');
    const put = await saveDraft(live.id, { note: 'late change' });
    expect(put.status).toBe(409);
    expect((await api('DELETE', `/api/admin/form-definitions/${live.id}`, { token: editor.token })).status).toBe(409);
    expect((await api('POST', `/api/admin/form-definitions/${live.id}/publish`, { token: editor.token, body: {} })).status).toBe(409);
    expect((await api('GET', `/api/admin/form-definitions/${live.id}`, { token: editor.token })).body.note).toBe('Nickname goes live');
  });

  it('pins an application to the version it started on until it is paid', async () => {
    const plain = await publishFiles(optionalLanguages(indiaEvisaFiles) as Files);
    const onPlain = (await createApplication()).body.data.sku_id;
    const nickname = await publishFiles(withNickname(), 'Nickname goes live');

    // Started on the version without the Nickname question: saved and checked with it.
    const saved = await api('PUT', `/api/india/update-application/${onPlain}`, { body: { Surname: 'Durand', Nickname: 'Cla' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ Surname: 'Durand', form_version: plain.version });
    expect(saved.body.data.Nickname).toBeUndefined();
    const view = await api('GET', `/api/india/View-application/${onPlain}`);
    expect(view.body.data.form_version).toBe(plain.version);

    // New applications start on the published version, whose step 1 asks for the nickname.
    const refused = await createApplication();
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({ field: 'Nickname', message: 'Nickname is required' });
    const created = await createApplication({ Nickname: 'Cla' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ form_version: nickname.version, Nickname: 'Cla' });

    const record = await api('GET', `/api/admin/applications/${onPlain}`, { token: admin.token });
    expect(record.body.form_version).toBe(plain.version);
  });

  it('rolls back: an earlier version is published again as a new version, and history only grows', async () => {
    const nickname = await publishFiles(withNickname(), 'Nickname goes live');
    const onNickname = (await createApplication({ Nickname: 'Cla' })).body.data.sku_id;
    const etag = await servedEtag();
    const before = await statuses();
    const next = (await lastNumber()) + 1;
    const [first] = await versions();
    const rolledBack = await api('POST', `/api/admin/form-definitions/${first.id}/publish`, {
      token: editor.token,
      body: { note: 'Nickname was a mistake' },
    });
    expect(rolledBack.status, JSON.stringify(rolledBack.body)).toBe(200);
    expect(rolledBack.body).toMatchObject({
      version: next,
      status: 'published',
      hash: contentHash(indiaEvisaFiles),
      note: 'Nickname was a mistake',
      shipped: false,
    });
    expect(await statuses()).toEqual([
      ...before.map(([version, status]) => [version, version === nickname.version ? 'archived' : status]),
      [next, 'published'],
    ]);
    const served = await api('GET', '/api/forms/india-evisa', { headers: { 'if-none-match': etag } });
    // The same content as version 1 under another number: another ETag.
    expect([served.status, served.body.data.version]).toEqual([200, next]);

    expect((await createApplication()).body.data.form_version).toBe(next);
    // The application started on the nickname's version still answers to it.
    const pinned = await api('PUT', `/api/india/update-application/${onNickname}`, { body: { Nickname: '' } });
    expect(pinned.status).toBe(400);
    expect(pinned.body.errors).toContainEqual({ field: 'Nickname', message: 'Nickname is required' });
    expect((await api('PUT', `/api/india/update-application/${onNickname}`, { body: { Nickname: 'Claire-Marie' } })).body.data.form_version).toBe(
      nickname.version,
    );
  });

  it('deletes a draft', async () => {
    const before = (await versions()).map(({ version }) => version);
    const next = (await lastNumber()) + 1;
    const another = await newDraft((await published()).version);
    expect(another.version).toBe(next);
    const deleted = await api('DELETE', `/api/admin/form-definitions/${another.id}`, { token: editor.token });
    expect(deleted.status).toBe(200);
    expect((await api('GET', `/api/admin/form-definitions/${another.id}`, { token: editor.token })).status).toBe(404);
    expect((await versions()).map(({ version }) => version)).toEqual(before);
  });

  it('writes every change to the audit log, which editors may read for form definitions only', async () => {
    const auditLog = async () =>
      api('GET', `/api/admin/audit-logs?${listQuery({ filter: { resource: 'form-definitions' }, sort: ['created_at', 'ASC'], range: [0, 999] })}`, {
        token: editor.token,
      });
    const earlier = (await auditLog()).body.length;
    // An editor's day: a draft saved three times (the second save broken), published, rolled back; a draft deleted.
    const [first] = await versions();
    const draft = await newDraft((await published()).version, 'Ask for a nickname');
    expect((await saveDraft(draft.id, { files: withNickname(), note: 'Nickname, required' })).status).toBe(200);
    const broken = withStep1((schema) => {
      schema.properties.Surname = { $ref: '../fields/missing.json' };
    }, withNickname());
    expect((await saveDraft(draft.id, { files: broken })).status).toBe(200);
    expect((await saveDraft(draft.id, { files: withNickname() })).status).toBe(200);
    expect((await api('POST', `/api/admin/form-definitions/${draft.id}/publish`, { token: editor.token, body: {} })).status).toBe(200);
    const rolledBack = await api('POST', `/api/admin/form-definitions/${first.id}/publish`, {
      token: editor.token,
      body: { note: 'Nickname was a mistake' },
    });
    const another = await newDraft(rolledBack.body.version);
    expect((await api('DELETE', `/api/admin/form-definitions/${another.id}`, { token: editor.token })).status).toBe(200);

    const log = await auditLog();
    expect(log.status).toBe(200);
    const day = log.body.slice(earlier);
    expect(day.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'publish',
      'rollback',
      'create',
      'delete',
    ]);
    expect(new Set(day.map((entry: { user_email: string }) => entry.user_email))).toEqual(new Set([editor.user.email]));
    // form.json too: the draft made its languages optional (withStep1), so its new question needs no translation.
    expect(day[1].changes).toMatchObject({
      version: draft.version,
      files: ['form.json', STEP1],
      note: { from: 'Ask for a nickname', to: 'Nickname, required' },
    });
    expect(day[5].changes).toMatchObject({
      version: rolledBack.body.version,
      from_version: 1,
      archived: draft.version,
      note: 'Nickname was a mistake',
    });

    const unfiltered = await api('GET', '/api/admin/audit-logs?range=[0,999]', { token: editor.token });
    expect(new Set(unfiltered.body.map((entry: { resource: string }) => entry.resource))).toEqual(new Set(['form-definitions']));
    for (const resource of ['applications', 'users', 'fees']) {
      const other = await api('GET', `/api/admin/audit-logs?${listQuery({ filter: { resource } })}`, { token: editor.token });
      expect(other.status, resource).toBe(403);
    }
  });

  it('is for editors and admins, not for other staff', async () => {
    expect((await api('GET', '/api/admin/form-definitions', { token: staff.token })).status).toBe(403);
    expect((await api('POST', '/api/admin/form-definitions', { token: staff.token, body: { from_version: 1 } })).status).toBe(403);
    // Three versions to list: the first and two drafts from it.
    const [first] = await versions();
    const drafts = [await newDraft(first.version), await newDraft(first.version)];
    const ids = [first.id, ...drafts.map(({ id }) => id)];
    const list = await api('GET', `/api/admin/form-definitions?${listQuery({ filter: { form_id: 'india-evisa', id: ids } })}`, {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('form-definitions 0-2/3');
    expect(list.body.map((row: { version: number }) => row.version)).toEqual([drafts[1]!.version, drafts[0]!.version, first.version]);
    expect(Object.keys(list.body[0]).sort()).toEqual([
      'created_at',
      'created_by',
      'form_id',
      'id',
      'note',
      'published_at',
      'shipped',
      'status',
      'updated_at',
      'version',
    ]);
    for (const { id } of drafts) expect((await api('DELETE', `/api/admin/form-definitions/${id}`, { token: editor.token })).status).toBe(200);
  });
});

describe('the start-up rule', () => {
  const shipped = (surnameTitle: string) =>
    withStep1((schema) => {
      schema.properties.Surname = { ...(schema.properties.Surname as object), title: surnameTitle };
    });
  // Another replica starting with a release that ships `files`: the service's own start-up rule, on the running
  // server's database (the built server runs it with the files it ships, which a test cannot change).
  const builds = new DefinitionBuilds({ definitionWork: { seconds: 120, memoryMb: 1024 } });
  afterAll(() => builds.close());
  const store = (files: Files) => new ShippedDefinitionsService(database, new FormDefinitionsRepository(database), builds).storeShipped(files);

  /** The last version stored from forms/ published (again, as a roll-back, when an editor's is live): no editor's work is live. */
  const lastShippedLive = async () => republish((await versions()).filter(({ shipped }) => shipped).at(-1)!);

  it('stores nothing when the shipped content is already stored', async () => {
    // The shipped files live: the first version, or a roll-back to it.
    const live = await republish((await versions())[0]!);
    expect(await store(indiaEvisaFiles as Files)).toEqual({ stored: false, version: live.version, status: 'published' });
  });

  it('publishes a new shipped definition when what is live is the last shipped content', async () => {
    await lastShippedLive();
    // The next number: never one given before, not even to a draft since deleted.
    const next = (await lastNumber()) + 1;
    expect(await store(shipped('Family name'))).toEqual({ stored: true, version: next, status: 'published' });
    expect((await api('GET', '/api/forms/india-evisa')).body.data.version).toBe(next);
  });

  it('keeps a new shipped definition as a draft once an editor has published since, once across replicas', async () => {
    const editors = await publishFiles(shipped('Last name'));
    const before = (await versions()).map(({ version, status, shipped: fromCode }) => [version, status, fromCode]);
    expect(before.at(-1)).toEqual([editors.version, 'published', false]);
    const next = (await lastNumber()) + 1;

    // Two replicas starting at once with the same release.
    const outcomes = await Promise.all([store(shipped('Surname of the applicant')), store(shipped('Surname of the applicant'))]);
    expect(outcomes.filter((outcome) => outcome.stored)).toEqual([{ stored: true, version: next, status: 'draft' }]);
    const list = await versions();
    expect(list.map(({ version, status, shipped: fromCode }) => [version, status, fromCode])).toEqual([...before, [next, 'draft', true]]);
    expect((await api('GET', '/api/forms/india-evisa')).body.data.version).toBe(editors.version);
  });
});

describe('fees by fee code', () => {
  const NEW_CODE = 'eBusiness2026';
  const fee = async (country: string) => {
    const reply = await api('GET', `/api/admin/fees?${listQuery({ filter: { q: country } })}`, { token: admin.token });
    return reply.body.find((record: { country: string }) => record.country === country);
  };
  const business = (overrides: Record<string, unknown> = {}) =>
    createApplication({
      Visa_Service: 'eBUSINESS VISA',
      sub_Visa_Service: 'Attend Technical/Business Meetings',
      Sub_t_Visa_Service: undefined,
      ...overrides,
    });

  it('lists the codes of the published form, one key each in the flat records', async () => {
    const codes = await api('GET', '/api/admin/fees/codes', { token: admin.token });
    expect(codes.status).toBe(200);
    // Those of the published (here the shipped) definition, as forms lists them (forms/test/fees.test.ts).
    expect(codes.body).toEqual(feeCodeList(indiaEvisa));
    expect((await api('GET', '/api/admin/fees/codes', { token: editor.token })).status).toBe(403);
  });

  /** A version giving business visas a fee code of their own, published by an editor in the console. */
  const publishNewCode = async () => {
    const draftOfFees = await newDraft((await published()).version, 'Business visas get a fee of their own');
    const files = structuredClone(draftOfFees.files) as Files;
    (files['form.json'].fees as { visa: { codes: Record<string, unknown> } }).visa.codes['eBUSINESS VISA'] = NEW_CODE;
    expect((await saveDraft(draftOfFees.id, { files })).status).toBe(200);
    const publish = await api('POST', `/api/admin/form-definitions/${draftOfFees.id}/publish`, { token: editor.token, body: {} });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
  };

  it('prices a fee code an editor adds, in the console, without a migration; pinned applications keep their codes', async () => {
    const before = (await business()).body.data.sku_id;
    await publishNewCode();

    const codes = (await api('GET', '/api/admin/fees/codes', { token: admin.token })).body;
    expect(codes).toContainEqual({ code: NEW_CODE, label: 'eBUSINESS VISA', kind: 'visa' });
    // Still priced for the applications that started before, so still listed.
    expect(codes.at(-1)).toEqual({ code: 'eBusiness', label: 'eBusiness (not in the published form)', kind: 'visa' });

    const france = await fee('FRANCE');
    expect(france).toMatchObject({ [NEW_CODE]: null, eBusiness: 189, tourist30Days: 65 });
    const after = (await business({ Application_Type: 'Urgent Processing' })).body.data.sku_id;
    const view = async (skuId: string) => (await api('GET', `/api/india/View-application/${skuId}`)).body.data.fee;
    expect(await view(after)).toBeNull();
    expect(await view(before)).toEqual({ amount: 189, currency: 'USD', visaFee: 189, urgentFee: 0 });

    const priced = await api('PUT', `/api/admin/fees/${france.id}`, {
      token: admin.token,
      body: { ...france, id: france.id, country: undefined, updated_at: undefined, [NEW_CODE]: 120 },
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body[NEW_CODE]).toBe(120);
    expect(await view(after)).toEqual({ amount: 180, currency: 'USD', visaFee: 120, urgentFee: 60 });
    expect(await view(before)).toEqual({ amount: 189, currency: 'USD', visaFee: 189, urgentFee: 0 });

    const sorted = await api('GET', `/api/admin/fees?${listQuery({ sort: [NEW_CODE, 'DESC'], range: [0, 1] })}`, { token: admin.token });
    expect(sorted.body[0]).toMatchObject({ country: 'FRANCE', [NEW_CODE]: 120 });

    // The applicants' fee lookup keeps the spec's ten keys, and names the new code too.
    const quoted = await api('POST', '/api/india/getVisaFeeByCountry', { body: { countryName: 'FRANCE' } });
    expect(quoted.body.data.IndiaVisafees).toMatchObject({ eBusiness: 189, tourist30Days: 65, urgentVisaFee: 60, [NEW_CODE]: 120 });
  });

  it('asks a new fee record for every code of the published form', async () => {
    await publishNewCode();
    const iceland = await fee('ICELAND');
    expect((await api('DELETE', `/api/admin/fees/${iceland.id}`, { token: admin.token })).status).toBe(200);
    const { id: _id, updated_at: _updated, eBusiness: _old, [NEW_CODE]: _new, ...amounts } = iceland;
    const refused = await api('POST', '/api/admin/fees', { token: admin.token, body: amounts });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: NEW_CODE, message: `${NEW_CODE} is required` }]);
    const created = await api('POST', '/api/admin/fees', { token: admin.token, body: { ...amounts, [NEW_CODE]: 99 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ country: 'ICELAND', [NEW_CODE]: 99, eBusiness: null });
  });
});

describe('saving and publishing at the same moment', () => {
  it("never lets one editor's save overwrite another's: the later save of one revision is refused (409, who and when)", async () => {
    const draft = await newDraft((await published()).version);
    const read = await api('GET', `/api/admin/form-definitions/${draft.id}`, { token: editor.token });
    expect(read.headers.get('etag')).toBe(`"${draft.revision}"`);
    // Both editors opened revision 1 and add a nationality each.
    const withNationality = (name: string) => {
      const files = structuredClone(optionalLanguages(draft.files)) as Files;
      (files['lists/nationalities.json']!.enum as string[]).push(name);
      return files;
    };
    const replies = await Promise.all(
      [
        [editor, 'ATLANTIS'],
        [admin, 'LEMURIA'],
      ].map(([who, name]) =>
        api('PUT', `/api/admin/form-definitions/${draft.id}`, {
          token: (who as SignedIn).token,
          body: { files: withNationality(name as string) },
          headers: { 'If-Match': read.headers.get('etag')! },
        }),
      ),
    );
    expect(replies.map(({ status }) => status).sort()).toEqual([200, 409]);
    const [saved, refused] = replies[0]!.status === 200 ? replies : [replies[1]!, replies[0]!];
    expect(saved!.body.revision).toBe(draft.revision + 1);
    expect(saved!.headers.get('etag')).toBe(`"${draft.revision + 1}"`);
    expect(refused!.body).toMatchObject({
      statusCode: 409,
      revision: draft.revision + 1,
      saved_by: saved!.body.updated_by,
      saved_at: saved!.body.updated_at,
      message: expect.stringContaining(`${saved!.body.updated_by} saved version ${draft.version}`),
    });
    // The refused editor's entry was not silently dropped after a 'saved': it was never saved, and they were told.
    const after = await api('GET', `/api/admin/form-definitions/${draft.id}`, { token: editor.token });
    expect(after.body.files['lists/nationalities.json'].enum).toEqual(saved!.body.files['lists/nationalities.json'].enum);
    // The revision in the body (react-admin sends the record back) does as well as If-Match; none at all is refused.
    expect((await api('PUT', `/api/admin/form-definitions/${draft.id}`, { token: editor.token, body: { ...after.body, note: 'one' } })).status).toBe(
      200,
    );
    expect((await api('PUT', `/api/admin/form-definitions/${draft.id}`, { token: editor.token, body: { ...after.body, note: 'two' } })).status).toBe(
      409,
    );
    expect((await api('PUT', `/api/admin/form-definitions/${draft.id}`, { token: editor.token, body: { note: 'three' } })).status).toBe(428);
    expect((await api('DELETE', `/api/admin/form-definitions/${draft.id}`, { token: editor.token })).status).toBe(200);
  });

  it('says which versions were published since the one a draft was made from', async () => {
    const live = await published();
    const old = await newDraft(live.version, 'an old draft');
    expect(old).toMatchObject({ base_version: live.version, published_since: [] });
    const newer = await newDraft(live.version, 'published meanwhile');
    expect((await api('POST', `/api/admin/form-definitions/${newer.id}/publish`, { token: editor.token, body: {} })).status).toBe(200);
    const reopened = await api('GET', `/api/admin/form-definitions/${old.id}`, { token: editor.token });
    expect(reopened.body.published_since).toEqual([{ version: newer.version, published_at: expect.any(String), published_by: editor.user.email }]);
    expect((await api('DELETE', `/api/admin/form-definitions/${old.id}`, { token: editor.token })).status).toBe(200);
  });

  it('leaves exactly one version published, the other archived, and numbers without gaps or clashes', async () => {
    const live = await published();
    const drafts = await Promise.all([newDraft(live.version, 'first'), newDraft(live.version, 'second')]);
    expect(new Set(drafts.map(({ version }) => version)).size).toBe(2);
    const replies = await Promise.all(
      drafts.map(({ id }) => api('POST', `/api/admin/form-definitions/${id}/publish`, { token: editor.token, body: {} })),
    );
    expect(replies.map(({ status }) => status)).toEqual([200, 200]);
    const after = await versions();
    expect(after.filter(({ status }) => status === 'published')).toHaveLength(1);
    expect(
      after
        .filter(({ id }) => drafts.some((draft) => draft.id === id))
        .map(({ status }) => status)
        .sort(),
    ).toEqual(['archived', 'published']);
  });
});

describe("an editor's pattern", () => {
  it('runs in linear time on the server: a nested repetition on 10,000 characters keeps the API answering', async () => {
    const draft = await newDraft((await published()).version, 'A pattern that backtracks in a backtracking engine');
    const files = structuredClone(draft.files) as Files;
    (files['steps/step2.schema.json']!.properties as Record<string, Record<string, unknown>>).Visible_identification_marks!.pattern =
      '^([A-Za-z ]+)+$';
    expect((await saveDraft(draft.id, { files })).status).toBe(200);
    expect((await api('POST', `/api/admin/form-definitions/${draft.id}/publish`, { token: editor.token, body: {} })).status).toBe(200);

    const skuId = (await createApplication()).body.data.sku_id;
    const started = performance.now();
    const [saved, health] = await Promise.all([
      api('PUT', `/api/india/update-application/${skuId}`, { body: { Visible_identification_marks: `${'a'.repeat(10_000)}!` } }),
      api('GET', '/api/health'),
    ]);
    // A backtracking engine takes about a minute for 30 characters of this, and the whole API waits meanwhile.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(health.status).toBe(200);
    expect(saved.status).toBe(400);
    expect(saved.body.errors.map(({ field }: { field: string }) => field)).toContain('Visible_identification_marks');
  });

  it('that the linear-time engine cannot run is refused at publishing, at its place and in words', async () => {
    const draft = await newDraft((await published()).version, 'A backreference');
    const files = structuredClone(draft.files) as Files;
    (files['steps/step2.schema.json']!.properties as Record<string, Record<string, unknown>>).Visible_identification_marks!.pattern = '^(a+)\\1$';
    expect((await saveDraft(draft.id, { files })).status).toBe(200);
    const refused = await api('POST', `/api/admin/form-definitions/${draft.id}/publish`, { token: editor.token, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        file: 'steps/step2.schema.json',
        path: '/properties/Visible_identification_marks/pattern',
        message: expect.stringContaining('refers back to an earlier group (\\1)'),
      },
    ]);
    expect((await api('DELETE', `/api/admin/form-definitions/${draft.id}`, { token: editor.token })).status).toBe(200);
  });
});

describe('the checks that guard the product', () => {
  it('refuses to publish a nationality without fees, whose applicants could never pay', async () => {
    const draft = await newDraft((await published()).version, 'A new nationality');
    const files = structuredClone(draft.files) as Files;
    const nationalities = files['lists/nationalities.json']!.enum as string[];
    nationalities.push('ATLANTIS');
    Object.assign(files, optionalLanguages(files));
    expect((await saveDraft(draft.id, { files })).status).toBe(200);
    const expected = {
      file: 'lists/nationalities.json',
      path: `/enum/${nationalities.length - 1}`,
      message: 'ATLANTIS has no fees yet, so its applicants could not pay (their fee would be none): add its amounts in Fees before publishing.',
    };
    expect((await api('POST', `/api/admin/form-definitions/${draft.id}/check`, { token: editor.token })).body).toMatchObject({
      ok: false,
      errors: [expected],
    });
    const refused = await api('POST', `/api/admin/form-definitions/${draft.id}/publish`, { token: editor.token, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expected]);
    expect((await api('DELETE', `/api/admin/form-definitions/${draft.id}`, { token: editor.token })).status).toBe(200);
  });
});

import { indiaEvisaFiles } from '@evisa/forms';
import { validStep1 } from '@evisa/forms/fixtures';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationQueue1795423581324 } from '../src/database/migrations/1795423581324-ApplicationQueue.js';
import { call, newClientAddress, type Reply } from './http.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { listQuery, type SignedIn } from './staff.js';

// The shipped form takes names in A to Z only; this file publishes a version that takes accented ones, so it has a
// server and a database of its own (publishing changes what every new application starts on).
const ADMIN = { email: 'admin@search.example', password: 'search admin password of the test' };
const NAME_PATTERN = "^[A-Za-zÀ-ÖØ-öø-ÿ]+(?:[ '-]+[A-Za-zÀ-ÖØ-öø-ÿ]+)*$";

let server: IsolatedServer;
let admin: SignedIn;
const client = newClientAddress();
const api = (method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<Reply> =>
  call(method, path, { ...options, client, baseUrl: server.baseUrl });

async function signInAs(role: 'editor' | 'staff'): Promise<SignedIn> {
  const email = `${role}@search.example`;
  const password = `${role} password of the search test`;
  expect((await api('POST', '/api/admin/users', { token: admin.token, body: { email, role, password } })).status).toBe(201);
  return (await api('POST', '/api/admin/auth/login', { body: { email, password } })).body;
}

/** Publishes a version of the form whose names take accented letters. */
async function publishAccentedNames(editor: SignedIn): Promise<void> {
  const files = structuredClone(indiaEvisaFiles) as Record<string, { properties: Record<string, { pattern?: string }> }>;
  for (const field of ['Surname', 'Given_Name']) files['steps/step1.schema.json'].properties[field].pattern = NAME_PATTERN;
  const draft = await api('POST', '/api/admin/form-definitions', {
    token: editor.token,
    body: { form_id: 'india-evisa', from_version: 1, note: 'Accented names' },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const saved = await api('PUT', `/api/admin/form-definitions/${draft.body.id}`, {
    token: editor.token,
    body: { files, revision: draft.body.revision },
  });
  expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
  const published = await api('POST', `/api/admin/form-definitions/${draft.body.id}/publish`, {
    token: editor.token,
    body: { note: 'Accented names' },
  });
  expect(published.status).toBe(200);
}

beforeAll(async () => {
  server = await startIsolatedServer(ADMIN);
  admin = (await api('POST', '/api/admin/auth/login', { body: ADMIN })).body;
});

afterAll(async () => {
  await server?.stop();
});

describe('staff search of accented names', () => {
  let staff: SignedIn;
  let muller: string;
  const search = async (q: string) => {
    const reply = await api('GET', `/api/admin/applications?${listQuery({ filter: { q } })}`, { token: staff.token });
    expect(reply.status).toBe(200);
    return reply.body.map((record: { id: string }) => record.id);
  };

  it("finds 'Jürgen Müller' by 'Muller', 'jurgen muller' and 'MÜLLER Jürgen'", async () => {
    staff = await signInAs('staff');
    await publishAccentedNames(await signInAs('editor'));
    const created = await api('POST', '/api/india/create-application', { body: validStep1(new Date(), { Given_Name: 'Jürgen', Surname: 'Müller' }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    muller = created.body.data.sku_id;
    await api('POST', '/api/india/create-application', { body: validStep1(new Date(), { Given_Name: 'Anna', Surname: 'Schmidt' }) });
    for (const q of ['Muller', 'jurgen muller', 'MÜLLER Jürgen', 'üll']) expect(await search(q), q).toEqual([muller]);
  });

  it('backfills the search name and completeness of applications stored before the migration', async () => {
    // The migration run again on the server's database, over a connection of the test's own.
    const dataSource = await new DataSource({ type: 'postgres', url: server.databaseUrl }).initialize();
    const queryRunner = dataSource.createQueryRunner();
    try {
      const migration = new ApplicationQueue1795423581324();
      await migration.down(queryRunner);
      await migration.up(queryRunner);
    } finally {
      await queryRunner.release();
      await dataSource.destroy();
    }
    expect(await search('muller jurgen')).toEqual([muller]);
    const [record] = (await api('GET', `/api/admin/applications?${listQuery({ filter: { id: [muller] } })}`, { token: staff.token })).body;
    expect(record).toMatchObject({ Application_Type: 'Normal Processing', steps_complete: expect.any(Number), steps_total: 7 });
    const view = await api('GET', `/api/india/View-application/${muller}`);
    expect(record.steps_complete).toBe(7 - view.body.data.incomplete_steps.length);
  });
});

import { indiaEvisaFiles } from '@evisa/forms';
import { validStep1 } from '@evisa/forms/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newClientAddress, type Reply } from './http.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { listQuery, type SignedIn } from './staff.js';

// Publishing changes what every new application starts on: this file has a server and a database of its own.
const ADMIN = { email: 'admin@translations.example', password: 'translations admin password' };
const FRENCH = 'translations/fr.json';

let server: IsolatedServer;
let editor: SignedIn;
const client = newClientAddress();

const api = (method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Reply> =>
  call(method, path, { ...options, client, baseUrl: server.baseUrl });

/** Step 1 without a surname and with an e-mail that is none, in the caller's language. */
const invalidStep1 = (acceptLanguage?: string) => {
  const { Surname: _surname, ...values } = validStep1();
  return api('POST', '/api/india/create-application', {
    body: { ...values, Email: 'not-an-email', ConfirmEmail: 'not-an-email' },
    headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
  });
};

beforeAll(async () => {
  server = await startIsolatedServer(ADMIN);
  const admin: SignedIn = (await api('POST', '/api/admin/auth/login', { body: ADMIN })).body;
  const email = 'editor@translations.example';
  const password = 'editor password of the translations test';
  expect((await api('POST', '/api/admin/users', { token: admin.token, body: { email, role: 'editor', password } })).status).toBe(201);
  editor = (await api('POST', '/api/admin/auth/login', { body: { email, password } })).body;
});

afterAll(async () => {
  await server?.stop();
});

describe("the form's translations", () => {
  it("serves the languages a version offers, and each language's catalogue on its own, immutable", async () => {
    const definition = await api('GET', '/api/forms/india-evisa');
    expect(definition.body.data.languages).toEqual(
      expect.arrayContaining([
        { code: 'fr', required: true },
        { code: 'ar', required: true },
      ]),
    );
    const version = definition.body.data.version as number;
    const french = await api('GET', `/api/forms/india-evisa/versions/${version}/translations/fr`);
    expect(french.status).toBe(200);
    expect(french.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(french.body.data).toEqual(indiaEvisaFiles[FRENCH]);
    expect((await api('GET', `/api/forms/india-evisa/versions/${version}/translations/pt`)).status).toBe(404);
    expect((await api('GET', `/api/forms/india-evisa/versions/${version}/translations/fr-FR`)).status).toBe(404);
    expect((await api('GET', '/api/forms/contact/versions/1/translations/ar')).body.data.texts['form.title']).toBe('اتصل بنا');
  });

  it("answers the same invalid answers with the same fields, in the caller's language (English by default)", async () => {
    const english = await invalidStep1();
    const french = await invalidStep1('fr-CA,fr;q=0.9,en;q=0.5');
    const portuguese = await invalidStep1('pt-BR');
    expect([english.status, french.status, portuguese.status]).toEqual([400, 400, 400]);
    const fields = (reply: Reply) => (reply.body.errors as Array<{ field: string }>).map((error) => error.field);
    expect(fields(french)).toEqual(fields(english));
    const message = (reply: Reply, field: string) =>
      (reply.body.errors as Array<{ field: string; message: string }>).find((error) => error.field === field)?.message;
    expect(message(english, 'Surname')).toBe('Surname is required');
    expect(message(french, 'Surname')).toBe('Le nom est obligatoire');
    expect(message(english, 'Email')).toBe('Invalid email format');
    expect(message(french, 'Email')).toBe("Format d'e-mail non valide");
    expect(french.body.message).toBe(french.body.errors[0].message);
    expect(portuguese.body).toEqual(english.body);
  });

  it('refuses to publish while a required language misses a text (422), and publishes it once the language is optional', async () => {
    const [published] = (
      await api('GET', `/api/admin/form-definitions?${listQuery({ filter: { form_id: 'india-evisa', status: 'published' } })}`, {
        token: editor.token,
      })
    ).body as Array<{ version: number }>;
    const created = await api('POST', '/api/admin/form-definitions', {
      token: editor.token,
      body: { form_id: 'india-evisa', from_version: published!.version, note: 'French loses a message' },
    });
    expect(created.status).toBe(201);
    const { 'field.Surname.required': _dropped, ...texts } = (indiaEvisaFiles[FRENCH] as { texts: Record<string, string> }).texts;
    const files = { ...indiaEvisaFiles, [FRENCH]: { language: 'fr', texts } };
    const save = async (changed: Record<string, unknown>) => {
      const read = await api('GET', `/api/admin/form-definitions/${created.body.id}`, { token: editor.token });
      const saved = await api('PUT', `/api/admin/form-definitions/${created.body.id}`, {
        token: editor.token,
        body: { files: changed },
        headers: { 'If-Match': read.headers.get('etag')! },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    await save(files);

    const check = await api('POST', `/api/admin/form-definitions/${created.body.id}/check`, { token: editor.token });
    expect(check.body.ok).toBe(false);
    const refusal = {
      file: FRENCH,
      path: '/texts/field.Surname.required',
      message:
        'French is required: “e-Visa Application › Surname (exactly as in passport) › message (when missing)” is not translated (“Surname is required”)',
    };
    expect(check.body.errors).toEqual([refusal]);
    const french = (check.body.languages as Array<{ code: string; translated: number; total: number; missing: unknown[] }>).find(
      (language) => language.code === 'fr',
    );
    expect(french).toMatchObject({ translated: french!.total - 1, missing: [expect.objectContaining({ key: 'field.Surname.required' })] });

    const refused = await api('POST', `/api/admin/form-definitions/${created.body.id}/publish`, { token: editor.token, body: { note: 'try' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([refusal]);

    const manifest = indiaEvisaFiles['form.json'] as { languages: Array<{ code: string; required: boolean }> };
    await save({ ...files, 'form.json': { ...manifest, languages: manifest.languages.map((language) => ({ ...language, required: false })) } });
    const publish = await api('POST', `/api/admin/form-definitions/${created.body.id}/publish`, {
      token: editor.token,
      body: { note: 'French optional' },
    });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    // The French text it lacks is answered in English; the others stay French.
    const reply = await invalidStep1('fr');
    const messages = Object.fromEntries(
      (reply.body.errors as Array<{ field: string; message: string }>).map((error) => [error.field, error.message]),
    );
    expect(messages).toMatchObject({ Surname: 'Surname is required', Email: "Format d'e-mail non valide" });
  });
});

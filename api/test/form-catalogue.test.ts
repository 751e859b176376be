import { addField, contactFormFiles, updateField } from '@evisa/forms';
import { validStep1 } from '@evisa/forms/fixtures';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionalLanguages } from './definition-files.js';
import { call, fieldErrors, newClientAddress, type Reply } from './http.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { listQuery, type SignedIn } from './staff.js';

// Publishing the contact form changes what every contact message is checked by: a server and database of its own.
const ADMIN = { email: 'admin@catalogue.example', password: 'catalogue admin password' };

type Files = Record<string, unknown>;

let server: IsolatedServer;
let db: pg.Client;
let admin: SignedIn;
let editor: SignedIn;
let staff: SignedIn;

const api = (method: string, path: string, options: { body?: unknown; token?: string; client?: string } = {}): Promise<Reply> =>
  call(method, path, { client: newClientAddress(), ...options, baseUrl: server.baseUrl });

async function staffMember(role: 'editor' | 'staff'): Promise<SignedIn> {
  const email = `${role}@catalogue.example`;
  const password = `${role} password of the catalogue test`;
  expect((await api('POST', '/api/admin/users', { token: admin.token, body: { email, role, password } })).status).toBe(201);
  return (await api('POST', '/api/admin/auth/login', { body: { email, password } })).body;
}

const newForm = (body: Record<string, unknown>, token = editor.token) => api('POST', '/api/admin/forms', { token, body });

const draftOf = async (id: string) => (await api('GET', `/api/admin/form-definitions/${id}`, { token: editor.token })).body;

/** A draft save as the console makes it, naming the revision it read. */
async function saveFiles(id: string, edit: (files: Files) => Files) {
  const draft = await draftOf(id);
  const reply = await api('PUT', `/api/admin/form-definitions/${id}`, {
    token: editor.token,
    body: { files: edit(optionalLanguages(draft.files)), revision: draft.revision },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

const publish = (id: string, note?: string) => api('POST', `/api/admin/form-definitions/${id}/publish`, { token: editor.token, body: { note } });

const versionsOf = async (formId: string): Promise<Array<{ form_id: string; version: number; status: string }>> =>
  (
    await api('GET', `/api/admin/form-definitions?${listQuery({ sort: ['version', 'ASC'], range: [0, 99], filter: { form_id: formId } })}`, {
      token: editor.token,
    })
  ).body;

const submit = (formId: string, body: unknown) => api('POST', `/api/forms/${formId}/submissions`, { body });

/** A refund request as an editor makes it in the console: an order number (required) and an e-mail address. */
const refundFields = (files: Files) =>
  addField(addField(files as never, 'step1', { name: 'Order_Number', title: 'Order number', kind: 'text', required: true }), 'step1', {
    name: 'Email',
    title: 'E-mail',
    kind: 'email',
  });

/** The refund request form published, as 'is drafted, published and served by id' makes it, unless a test did already. */
async function publishedRefundRequest(): Promise<void> {
  if ((await versionsOf('refund-request')).some(({ status }) => status === 'published')) return;
  const created = await newForm({ id: 'refund-request', title: 'Refund request' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await saveFiles(created.body.draft_id, refundFields);
  expect((await publish(created.body.draft_id)).status).toBe(200);
}

/** A refund request sent, as 'checks a submission by its version's rules' sends it, unless a test did already. */
async function refundRequestSubmitted(): Promise<void> {
  await publishedRefundRequest();
  const { rows } = await db.query(`SELECT count(*)::int AS count FROM form_submissions WHERE form_id = 'refund-request'`);
  if (rows[0].count === 0) expect((await submit('refund-request', { Order_Number: 'A-1042', Email: 'claire@example.com' })).status).toBe(201);
}

/** The Kenya form, made and never published, as 'makes a new empty form' makes it, unless a test did already. */
async function unpublishedKenyaForm(): Promise<void> {
  if ((await api('GET', '/api/admin/forms/kenya-evisa', { token: editor.token })).status === 404)
    expect((await newForm({ id: 'kenya-evisa', title: 'Kenya e-Visa' })).status).toBe(201);
}

/** The last version number a form gave (drafts deleted since included): its next version is one more. */
const lastNumber = async (formId: string): Promise<number> =>
  (await db.query(`SELECT last_version FROM form_definition_counters WHERE form_id = $1`, [formId])).rows[0].last_version;

beforeAll(async () => {
  server = await startIsolatedServer(ADMIN);
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  admin = (await api('POST', '/api/admin/auth/login', { body: ADMIN })).body;
  editor = await staffMember('editor');
  staff = await staffMember('staff');
});

afterAll(async () => {
  await db?.end();
  await server?.stop();
});

describe('the forms catalogue', () => {
  it('holds the application and the contact form, each published at start-up, each at its own address', async () => {
    const reply = await api('GET', `/api/admin/forms?${listQuery({ sort: ['id', 'ASC'] })}`, { token: staff.token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-range')).toBe('forms 0-1/2');
    expect(reply.body).toEqual([
      expect.objectContaining({ id: 'contact', kind: 'enquiry', address: '/contact', published_version: 1, created_by: null }),
      expect.objectContaining({ id: 'india-evisa', kind: 'application', address: '/Apply', published_version: 1, created_by: null }),
    ]);
    const contact = await api('GET', '/api/forms/contact');
    expect(contact.status).toBe(200);
    expect(contact.body.data).toMatchObject({ id: 'contact', version: 1, steps: [{ id: 'contact' }] });
    const validator = await api('GET', '/api/forms/contact/versions/1/validators/contact.js');
    expect([validator.status, validator.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
  });

  it('has no form an editor did not make: a draft of an unknown form is 404, and so is the form itself', async () => {
    const reply = await api('POST', '/api/admin/form-definitions', { token: editor.token, body: { form_id: 'kenya-evisa', from_version: 1 } });
    expect(reply.status).toBe(404);
    expect((await api('GET', '/api/forms/kenya-evisa')).status).toBe(404);
    expect((await api('GET', '/api/admin/forms/kenya-evisa', { token: editor.token })).status).toBe(404);
  });

  it('refuses an id that is not lower-case words joined by dashes, a missing title, and staff making forms', async () => {
    for (const id of ['Kenya', 'kenya_evisa', 'kenya--evisa', '-kenya', '', 'x'.repeat(65)]) {
      const reply = await newForm({ id, title: 'Kenya e-Visa' });
      expect([reply.status, reply.body.errors?.[0]?.field], id).toEqual([400, 'id']);
    }
    expect((await newForm({ id: 'kenya-evisa', title: '  ' })).status).toBe(400);
    expect((await newForm({ id: 'kenya-evisa', title: 'Kenya e-Visa' }, staff.token)).status).toBe(403);
  });

  it('makes a new empty form with its first draft; the same id twice, even at once, is made once', async () => {
    const [first, second] = await Promise.all([
      newForm({ id: 'kenya-evisa', title: 'Kenya e-Visa' }),
      newForm({ id: 'kenya-evisa', title: 'Kenya e-Visa (again)' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const created = first.status === 201 ? first.body : second.body;
    expect(created).toMatchObject({
      id: 'kenya-evisa',
      kind: 'generic',
      address: '/forms/kenya-evisa',
      published_version: null,
      created_by: editor.user.email,
    });
    const draft = await draftOf(created.draft_id);
    expect(draft).toMatchObject({ form_id: 'kenya-evisa', version: 1, status: 'draft', created_by: editor.user.email });
    expect(draft.definition).toMatchObject({ id: 'kenya-evisa', title: created.title, steps: [{ id: 'step1' }] });
    expect((await newForm({ id: 'contact', title: 'Another contact form' })).status).toBe(409);
    expect((await api('GET', '/api/forms/kenya-evisa')).status).toBe(404);
    const audit = await db.query(`SELECT action, changes FROM audit_logs WHERE resource = 'form-definitions' AND record_id = $1`, [created.draft_id]);
    expect(audit.rows).toEqual([{ action: 'create', changes: expect.objectContaining({ form_id: 'kenya-evisa', version: 1 }) }]);
  });
});

describe('a generic form', () => {
  let draftId: string;

  it('is drafted, published and served by id, with its validators, without a restart', async () => {
    const created = await newForm({ id: 'refund-request', title: 'Refund request' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    draftId = created.body.draft_id;
    await saveFiles(draftId, refundFields);
    const check = await api('POST', `/api/admin/form-definitions/${draftId}/check`, { token: editor.token });
    expect(check.body).toMatchObject({ ok: true, errors: [] });
    const published = await publish(draftId, 'First refund request form');
    expect([published.status, published.body.version, published.body.status]).toEqual([200, 1, 'published']);
    const served = await api('GET', '/api/forms/refund-request');
    expect(served.status).toBe(200);
    expect(served.body.data).toMatchObject({ id: 'refund-request', title: 'Refund request', version: 1 });
    expect(Object.keys(served.body.data.steps[0].schema.properties)).toEqual(['Order_Number', 'Email']);
    expect((await api('GET', '/api/forms/refund-request/versions/1/validators/step1.js')).status).toBe(200);
    expect((await api('GET', '/api/admin/forms/refund-request', { token: editor.token })).body.published_version).toBe(1);
  });

  it("checks a submission by its version's rules, in the form's own words, and stores only its fields", async () => {
    await publishedRefundRequest();
    const missing = await submit('refund-request', { Email: 'not an e-mail' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'Order_Number', message: 'Order number is required' },
        { field: 'Email', message: 'Invalid email format' },
      ]),
    );
    const before = await db.query(`SELECT count(*)::int AS count FROM form_submissions`);
    expect(before.rows[0].count).toBe(0);
    const sent = await submit('refund-request', { Order_Number: '  A-1042 ', Email: 'claire@example.com', is_admin: true });
    expect([sent.status, sent.body]).toEqual([201, { success: true, status: true, message: 'Thank you: your answers have been sent.' }]);
    const { rows } = await db.query(`SELECT form_id, form_version, data FROM form_submissions`);
    expect(rows).toEqual([{ form_id: 'refund-request', form_version: 1, data: { Order_Number: 'A-1042', Email: 'claire@example.com' } }]);
  });

  it("lists a form's submissions to staff, by form (ra-data-simple-rest), and not to editors", async () => {
    await refundRequestSubmitted();
    const list = await api('GET', `/api/admin/form-submissions?${listQuery({ filter: { form_id: 'refund-request' } })}`, { token: staff.token });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('form-submissions 0-0/1');
    expect(list.body).toEqual([
      expect.objectContaining({ form_id: 'refund-request', form_version: 1, data: expect.objectContaining({ Order_Number: 'A-1042' }) }),
    ]);
    const one = await api('GET', `/api/admin/form-submissions/${list.body[0].id}`, { token: staff.token });
    expect(one.body).toEqual(list.body[0]);
    const other = await api('GET', `/api/admin/form-submissions?${listQuery({ filter: { form_id: 'contact' } })}`, { token: staff.token });
    expect(other.body).toEqual([]);
    expect((await api('GET', '/api/admin/form-submissions', { token: editor.token })).status).toBe(403);
  });

  it('takes ten submissions a minute from one address, as the contact form (rate group CONTACT)', async () => {
    await publishedRefundRequest();
    const flood = newClientAddress();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await api('POST', '/api/forms/refund-request/submissions', { body: {}, client: flood })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('is answered 404 while unpublished or unknown, and the application takes no submission', async () => {
    expect((await submit('kenya-evisa', { anything: 1 })).status).toBe(404);
    expect((await submit('no-such-form', {})).status).toBe(404);
    expect((await submit('india-evisa', validStep1())).status).toBe(409);
  });

  it("starts as a copy of another form's published version, under its own id, and its submissions are its own", async () => {
    await unpublishedKenyaForm();
    const copy = await newForm({ id: 'callback', title: 'Call me back', copy_of: 'contact' });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const draft = await draftOf(copy.body.draft_id);
    expect(draft.files['form.json']).toMatchObject({ id: 'callback', title: 'Call me back' });
    expect(draft.files['steps/contact.schema.json']).toEqual(contactFormFiles['steps/contact.schema.json']);
    expect((await newForm({ id: 'callback-2', title: 'Copy', copy_of: 'kenya-evisa' })).status).toBe(409);
    expect((await newForm({ id: 'callback-3', title: 'Copy', copy_of: 'nowhere' })).status).toBe(404);
    expect((await publish(copy.body.draft_id)).status).toBe(200);
    const enquiriesBefore = await db.query(`SELECT count(*)::int AS count FROM enquiries`);
    const sent = await submit('callback', {
      Given_Name: 'Claire',
      Email: 'claire@example.com',
      contact_no: '33612345678',
      Nationality: 'FRANCE',
      remarks: 'Please call me',
    });
    expect(sent.status).toBe(201);
    expect((await db.query(`SELECT count(*)::int AS count FROM enquiries`)).rows).toEqual(enquiriesBefore.rows);
    expect((await db.query(`SELECT form_version FROM form_submissions WHERE form_id = 'callback'`)).rows).toEqual([{ form_version: 1 }]);
  });

  it("refuses a version whose form.json names another form's id", async () => {
    await publishedRefundRequest();
    const next = await api('POST', '/api/admin/form-definitions', { token: editor.token, body: { form_id: 'refund-request', from_version: 1 } });
    expect(next.status).toBe(201);
    await saveFiles(next.body.id, (files) => ({ ...files, 'form.json': { ...(files['form.json'] as object), id: 'india-evisa' } }));
    const refused = await publish(next.body.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toContainEqual({
      file: 'form.json',
      path: '/id',
      message: 'The id must stay refund-request, the id of this form (it is india-evisa)',
    });
    expect((await api('DELETE', `/api/admin/form-definitions/${next.body.id}`, { token: editor.token })).status).toBe(200);
  });
});

describe("one form's versions, fees and applications never mix with another's", () => {
  it("publishing form B leaves form A's live version, its applications and the fee table as they were", async () => {
    await publishedRefundRequest();
    const formBBefore = await versionsOf('refund-request');
    const last = await lastNumber('refund-request');
    const application = await api('POST', '/api/india/create-application', { body: validStep1() });
    expect(application.status, JSON.stringify(application.body)).toBe(201);
    const skuId = application.body.data.sku_id;
    const liveBefore = await api('GET', '/api/forms/india-evisa');
    const feesBefore = await api('GET', `/api/admin/fees?${listQuery({ range: [0, 999] })}`, { token: admin.token });
    const viewBefore = await api('GET', `/api/india/View-application/${skuId}`);

    // Form B gets the next two numbers of its own (a deleted draft's number is not given again; its numbers are not the application's).
    for (const note of ['Second version', 'Third version']) {
      const next = await api('POST', '/api/admin/form-definitions', {
        token: editor.token,
        body: { form_id: 'refund-request', from_version: 1, note },
      });
      await saveFiles(next.body.id, (files) => updateField(files as never, 'step1', 'Order_Number', { title: `Order number (${note})` }));
      expect((await publish(next.body.id)).status).toBe(200);
    }
    expect((await versionsOf('refund-request')).map(({ version, status }) => [version, status])).toEqual([
      ...formBBefore.map(({ version }) => [version, 'archived']),
      [last + 1, 'archived'],
      [last + 2, 'published'],
    ]);
    expect((await versionsOf('india-evisa')).map(({ form_id, version, status }) => [form_id, version, status])).toEqual([
      ['india-evisa', 1, 'published'],
    ]);

    const liveAfter = await api('GET', '/api/forms/india-evisa');
    expect([liveAfter.body.data.version, liveAfter.headers.get('etag')]).toEqual([liveBefore.body.data.version, liveBefore.headers.get('etag')]);
    expect(liveAfter.body).toEqual(liveBefore.body);
    expect((await api('GET', `/api/admin/fees?${listQuery({ range: [0, 999] })}`, { token: admin.token })).body).toEqual(feesBefore.body);
    const viewAfter = await api('GET', `/api/india/View-application/${skuId}`);
    expect(viewAfter.body.data.form_version).toBe(1);
    expect(viewAfter.body).toEqual(viewBefore.body);
    // A version number of form B is no version of the application.
    expect((await api('GET', `/api/forms/india-evisa/versions/${last + 2}`)).status).toBe(404);
    expect((await api('GET', `/api/forms/refund-request/versions/${last + 2}`)).body.data.steps[0].schema.properties.Order_Number.title).toBe(
      'Order number (Third version)',
    );
    // The applications' work queue holds applications only.
    const queue = await api('GET', `/api/admin/applications?${listQuery({ range: [0, 99] })}`, { token: admin.token });
    expect(queue.body.map((row: { id: string }) => row.id)).toEqual([skuId]);
  });
});

describe('the contact form, owned by editors', () => {
  it('changes the live contact form when an editor publishes a new version, its messages still landing in Enquiries', async () => {
    const [live] = (await versionsOf('contact')).filter(({ status }) => status === 'published');
    const draft = await api('POST', '/api/admin/form-definitions', {
      token: editor.token,
      body: { form_id: 'contact', from_version: live!.version },
    });
    expect(draft.status).toBe(201);
    await saveFiles(draft.body.id, (files) =>
      updateField(files as never, 'contact', 'remarks', { title: 'Your question', requiredMessage: 'Please write your question' }),
    );
    expect((await publish(draft.body.id, 'Friendlier words')).status).toBe(200);

    const served = await api('GET', '/api/forms/contact');
    expect(served.body.data.steps[0].schema.properties.remarks.title).toBe('Your question');
    const refused = await api('POST', '/api/india/indiaVisaContact', {
      body: { Given_Name: 'Claire', Email: 'claire@example.com', contact_no: '33612345678', Nationality: 'FRANCE' },
    });
    expect([refused.status, refused.body]).toEqual([400, fieldErrors({ field: 'remarks', message: 'Please write your question' })]);

    const message = {
      Given_Name: 'Claire',
      Email: 'claire.catalogue@example.com',
      contact_no: '33612345678',
      Nationality: 'FRANCE',
      remarks: 'Hello',
    };
    expect((await submit('contact', message)).status).toBe(201);
    const { rows } = await db.query(`SELECT "Given_Name", remarks, status FROM enquiries WHERE "Email" = $1`, [message.Email]);
    expect(rows).toEqual([{ Given_Name: 'Claire', remarks: 'Hello', status: 'NEW' }]);
    expect((await db.query(`SELECT count(*)::int AS count FROM form_submissions WHERE form_id = 'contact'`)).rows[0].count).toBe(0);
  });

  it('refuses a version that drops a field Enquiries keep', async () => {
    const [live] = (await versionsOf('contact')).filter(({ status }) => status === 'published');
    const draft = await api('POST', '/api/admin/form-definitions', {
      token: editor.token,
      body: { form_id: 'contact', from_version: live!.version },
    });
    await saveFiles(draft.body.id, (files) => updateField(files as never, 'contact', 'contact_no', { required: false }));
    const refused = await publish(draft.body.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        file: 'steps/contact.schema.json',
        path: '/properties/contact_no',
        message: 'contact_no must stay required and always asked: staff call the sender back on it',
      },
    ]);
  });
});

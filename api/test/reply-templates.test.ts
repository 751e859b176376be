import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, newClientAddress } from './http.js';
import { listQuery, newStaff, type SignedIn } from './staff.js';

let staff: SignedIn;
beforeAll(async () => {
  staff = await newStaff('staff');
});
const as = (method: string, path: string, body?: unknown) => call(method, path, { body, token: staff.token, client: newClientAddress() });

describe('/api/admin/reply-templates', () => {
  it('keeps saved replies as ra-data-simple-rest does: create, list by use, read, change, remove, each in the history', async () => {
    const title = `Multiple entries ${randomBytes(3).toString('hex')}`;
    const created = await as('POST', '/api/admin/reply-templates', {
      title: `  ${title} `,
      text: 'Yes, it allows\nmultiple entries. ',
      use: 'enquiry',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      title,
      text: 'Yes, it allows\nmultiple entries.',
      use: 'enquiry',
      updated_by: staff.user.email,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const { id } = created.body;

    const list = await as(
      'GET',
      `/api/admin/reply-templates?${listQuery({ filter: { use: 'enquiry', q: title }, sort: ['title', 'ASC'], range: [0, 9] })}`,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('reply-templates 0-0/1');
    expect(list.body).toEqual([created.body]);
    expect((await as('GET', `/api/admin/reply-templates?${listQuery({ filter: { use: 'correction', q: title } })}`)).body).toEqual([]);
    expect((await as('GET', `/api/admin/reply-templates?${listQuery({ filter: { id: [id] } })}`)).body).toEqual([created.body]);

    // As react-admin's <Edit> sends it: the whole record, one field changed.
    const changed = await as('PUT', `/api/admin/reply-templates/${id}`, { ...created.body, use: 'correction' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, title, use: 'correction' });
    expect((await as('GET', `/api/admin/reply-templates/${id}`)).body).toEqual(changed.body);

    // Staff read the history of what they keep, each entry naming the saved reply by its title (a removed one by the
    // title its removal recorded).
    const historyOf = async () =>
      (await as('GET', `/api/admin/audit-logs?${listQuery({ filter: { resource: 'reply-templates', record_id: id }, sort: ['created_at', 'ASC'] })}`))
        .body as Array<{ action: string; user_email: string; record_label: string; changes: object }>;
    const history = await historyOf();
    expect(history.map((entry) => [entry.action, entry.user_email, entry.record_label])).toEqual([
      ['create', staff.user.email, title],
      ['update', staff.user.email, title],
    ]);
    expect(history[1].changes).toEqual({ use: { from: 'enquiry', to: 'correction' } });

    expect((await as('DELETE', `/api/admin/reply-templates/${id}`)).body).toEqual(changed.body);
    expect((await as('GET', `/api/admin/reply-templates/${id}`)).status).toBe(404);
    expect((await historyOf()).at(-1)).toMatchObject({ action: 'delete', user_email: staff.user.email, record_label: title });
  });

  it('refuses a saved reply without title or text, with an unknown use, or with a field it does not have', async () => {
    const refused = await as('POST', '/api/admin/reply-templates', { title: ' ', text: '', use: 'greeting', tone: 'warm' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'use' })]));
    const missing = await as('POST', '/api/admin/reply-templates', { title: ' ', text: '', use: 'enquiry' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'title', message: 'Give the saved reply a title.' },
      { field: 'text', message: 'Write the text of the reply.' },
    ]);
    const unknown = await as('POST', '/api/admin/reply-templates', { title: 'A', text: 'B', use: 'enquiry', tone: 'warm' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'tone', message: 'tone is not a field of a saved reply: only title, text and use are.' }]);
    const overlong = await as('POST', '/api/admin/reply-templates', { title: 'A'.repeat(121), text: 'B', use: 'correction' });
    expect(overlong.body.errors).toEqual([{ field: 'title', message: 'The title must be at most 120 characters.' }]);
  });
});

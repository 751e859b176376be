import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { listQuery, newStaff, type SignedIn } from './staff.js';

const client = newClientAddress();
let staff: SignedIn;
beforeAll(async () => {
  staff = await newStaff('staff');
});

async function newEnquiry(remarks = 'Is a 1-year visa multiple entry?'): Promise<{ id: string; Email: string }> {
  const Email = `asker.${Math.random().toString(36).slice(2)}@example.com`;
  const sent = await call('POST', '/api/india/indiaVisaContact', {
    body: { Given_Name: 'Asha', Email, contact_no: '447700900123', Nationality: 'UNITED KINGDOM', remarks },
    client: newClientAddress(),
  });
  expect(sent.status).toBe(201);
  const listed = await call('GET', `/api/admin/enquiries?${listQuery({ filter: { q: Email } })}`, { client, token: staff.token });
  expect(listed.body).toHaveLength(1);
  return listed.body[0];
}

describe('admin enquiries', () => {
  it('lists new enquiries with id and Content-Range, and shows one', async () => {
    const enquiry = await newEnquiry();
    const list = await call('GET', `/api/admin/enquiries?${listQuery({ filter: { status: 'NEW' }, sort: ['created_at', 'DESC'], range: [0, 9] })}`, {
      client,
      token: staff.token,
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^enquiries 0-\d+\/\d+$/);
    expect(list.body.every((record: { status: string }) => record.status === 'NEW')).toBe(true);
    const one = await call('GET', `/api/admin/enquiries/${enquiry.id}`, { client, token: staff.token });
    expect(one.body).toEqual({
      id: enquiry.id,
      Given_Name: 'Asha',
      Email: enquiry.Email,
      contact_no: '447700900123',
      Nationality: 'UNITED KINGDOM',
      remarks: 'Is a 1-year visa multiple entry?',
      status: 'NEW',
      answered_at: null,
      answered_by: null,
      sku_id: null,
      created_at: expect.any(String),
      replies: [],
    });
  });

  it('marks an enquiry answered with who and when, opens it again, and logs both', async () => {
    const { id } = await newEnquiry();
    const answered = await call('PUT', `/api/admin/enquiries/${id}`, { client, token: staff.token, body: { id, status: 'ANSWERED' } });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ id, status: 'ANSWERED', answered_by: staff.user.email, answered_at: expect.any(String) });
    const again = await call('PUT', `/api/admin/enquiries/${id}`, { client, token: staff.token, body: { status: 'ANSWERED' } });
    expect(again.body.answered_at).toBe(answered.body.answered_at);
    const reopened = await call('PUT', `/api/admin/enquiries/${id}`, { client, token: staff.token, body: { status: 'NEW' } });
    expect(reopened.body).toMatchObject({ status: 'NEW', answered_at: null, answered_by: null });

    const log = await call(
      'GET',
      `/api/admin/audit-logs?${listQuery({ filter: { resource: 'enquiries', record_id: id }, sort: ['created_at', 'ASC'] })}`,
      {
        client,
        token: staff.token,
      },
    );
    expect(log.body.map((entry: { user_email: string; changes: unknown }) => [entry.user_email, entry.changes])).toEqual([
      [staff.user.email, { status: { from: 'NEW', to: 'ANSWERED' } }],
      [staff.user.email, { status: { from: 'ANSWERED', to: 'NEW' } }],
    ]);
  });

  it.each([
    [{ status: 'CLOSED' }, 'status'],
    [{}, 'status'],
    [{ status: 'ANSWERED', remarks: 'edited' }, 'remarks'],
    [{ status: 'ANSWERED', answered_by: 'someone@else.example' }, 'answered_by'],
  ])('refuses %j with 400 and changes nothing', async (body, field) => {
    const { id } = await newEnquiry();
    const reply = await call('PUT', `/api/admin/enquiries/${id}`, { client, token: staff.token, body });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect((await call('GET', `/api/admin/enquiries/${id}`, { client, token: staff.token })).body.status).toBe('NEW');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await call('GET', `/api/admin/enquiries/${id}`, { client, token: staff.token })).status).toBe(404);
      expect((await call('PUT', `/api/admin/enquiries/${id}`, { client, token: staff.token, body: { status: 'ANSWERED' } })).status).toBe(404);
    }
  });
});

describe('an enquiry that names an application', () => {
  it('links to the application whose id the message names, in any case, and is found by it', async () => {
    const skuId = await createApplication();
    const { id } = await newEnquiry(`Hello, about my application ${skuId.toLowerCase()}: can I change my arrival date?`);
    expect((await call('GET', `/api/admin/enquiries/${id}`, { client, token: staff.token })).body.sku_id).toBe(skuId);
    const named = await call('GET', `/api/admin/enquiries?${listQuery({ filter: { sku_id: ` ${skuId.toLowerCase()} ` } })}`, {
      client,
      token: staff.token,
    });
    expect(named.body.map((enquiry: { id: string }) => enquiry.id)).toEqual([id]);
  });

  it('links to nothing when the id it names belongs to no application, or is part of a longer word', async () => {
    const skuId = await createApplication();
    for (const remarks of ['My application is 23456789ABCDEFGHJ, is it paid?', `Reference X${skuId} please`]) {
      const { id } = await newEnquiry(remarks);
      expect((await call('GET', `/api/admin/enquiries/${id}`, { client, token: staff.token })).body.sku_id).toBeNull();
    }
  });
});

describe('replying to an enquiry', () => {
  const reply = (id: string, body: unknown) => call('POST', `/api/admin/enquiries/${id}/replies`, { client, token: staff.token, body });

  it('e-mails the reply through the outbox, keeps it with the enquiry, marks it answered and logs it', async () => {
    const { id, Email } = await newEnquiry();
    const text = 'Yes: the 1-year e-Tourist visa allows multiple entries.\nEach stay may last up to 90 days.';
    const sent = await reply(id, { text: `  ${text}\r\n` });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ id, status: 'ANSWERED', answered_by: staff.user.email, answered_at: expect.any(String) });
    expect(sent.body.replies).toEqual([{ id: expect.any(String), text, user_email: staff.user.email, created_at: expect.any(String) }]);
    expect((await call('GET', `/api/admin/enquiries/${id}`, { client, token: staff.token })).body).toEqual(sent.body);

    const outbox = await call('GET', `/api/admin/outbox?${listQuery({ filter: { q: Email }, sort: ['created_at', 'ASC'] })}`, {
      client,
      token: staff.token,
    });
    expect(outbox.body.map((mail: { subject: string }) => mail.subject)).toEqual([
      'We received your message',
      expect.stringMatching(/^Re: your message to /),
    ]);
    expect(outbox.body[1]).toMatchObject({ to: Email, status: 'STORED' });
    expect(outbox.body[1].text).toContain(`Hello Asha,\n\n${text}\n\nYour reference: ${id.slice(0, 8).toUpperCase()}`);

    // A second reply is kept too; the enquiry was already answered, so only the reply is logged.
    expect((await reply(id, { text: 'One more thing: keep your passport valid for six months.' })).body.replies).toHaveLength(2);
    const log = await call(
      'GET',
      `/api/admin/audit-logs?${listQuery({ filter: { resource: 'enquiries', record_id: id }, sort: ['created_at', 'ASC'] })}`,
      {
        client,
        token: staff.token,
      },
    );
    expect(
      log.body.map((entry: { action: string; user_email: string; changes: unknown }) => [entry.action, entry.user_email, entry.changes]),
    ).toEqual([
      ['reply', staff.user.email, { reply: text, status: { from: 'NEW', to: 'ANSWERED' } }],
      ['reply', staff.user.email, { reply: 'One more thing: keep your passport valid for six months.' }],
    ]);
  });

  it.each([
    [{}, 'text', 'Write the reply first.'],
    [{ text: '   ' }, 'text', 'Write the reply first.'],
    [{ text: 'x'.repeat(5001) }, 'text', 'A reply must be at most 5000 characters.'],
    [{ text: 'Hello', to: 'someone@else.example' }, 'to', 'to is not part of a reply: send only its text.'],
  ])('refuses %j with 400, sending and keeping nothing', async (body, field, message) => {
    const { id, Email } = await newEnquiry();
    const refused = await reply(id, body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field, message }]);
    expect((await call('GET', `/api/admin/enquiries/${id}`, { client, token: staff.token })).body).toMatchObject({ status: 'NEW', replies: [] });
    expect((await call('GET', `/api/admin/outbox?${listQuery({ filter: { q: Email } })}`, { client, token: staff.token })).body).toHaveLength(1);
  });

  it('answers 404 for an unknown enquiry, and 401 without a session', async () => {
    expect((await reply('00000000-0000-4000-8000-000000000000', { text: 'Hello' })).status).toBe(404);
    const { id } = await newEnquiry();
    expect((await call('POST', `/api/admin/enquiries/${id}/replies`, { client, body: { text: 'Hello' } })).status).toBe(401);
  });
});

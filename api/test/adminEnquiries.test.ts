import { beforeAll, describe, expect, it } from 'vitest';
import { call, newClientAddress } from './http.js';
import { listQuery, newStaff, type SignedIn } from './staff.js';

const client = newClientAddress();
let staff: SignedIn;
beforeAll(async () => {
  staff = await newStaff('staff');
});

async function newEnquiry(): Promise<{ id: string; Email: string }> {
  const Email = `asker.${Math.random().toString(36).slice(2)}@example.com`;
  const sent = await call('POST', '/api/india/indiaVisaContact', {
    body: { Given_Name: 'Asha', Email, contact_no: '447700900123', Nationality: 'UNITED KINGDOM', remarks: 'Is a 1-year visa multiple entry?' },
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
    const list = await call('GET', `/api/admin/enquiries?${listQuery({ filter: { status: 'NEW' }, sort: ['created_at', 'DESC'], range: [0, 9] })}`, { client, token: staff.token });
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
      created_at: expect.any(String),
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

    const log = await call('GET', `/api/admin/audit-logs?${listQuery({ filter: { resource: 'enquiries', record_id: id }, sort: ['created_at', 'ASC'] })}`, {
      client,
      token: staff.token,
    });
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

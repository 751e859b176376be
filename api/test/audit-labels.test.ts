import { describe, expect, it } from 'vitest';
import { createApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { listQuery, newStaff, signInAdminBeforeAll } from './staff.js';

// A country no other test file reads the fee of: files run in parallel against one server.
const COUNTRY = 'VANUATU';

const client = newClientAddress();
const admin = signInAdminBeforeAll();

const as = (method: string, path: string, body?: unknown) => call(method, path, { client, token: admin.token, body });
const entriesOf = async (filter: Record<string, unknown>) =>
  (await as('GET', `/api/admin/audit-logs?${listQuery({ filter, sort: ['created_at', 'ASC'] })}`)).body;

describe('audit entries name their records in words', () => {
  it('names a fee record by its country, in the list and in one entry', async () => {
    const [fee] = (await as('GET', `/api/admin/fees?${listQuery({ filter: { q: COUNTRY } })}`)).body;
    const amount = fee.tourist30Days;
    expect((await as('PUT', `/api/admin/fees/${fee.id}`, { tourist30Days: amount + 1 })).status).toBe(200);
    expect((await as('PUT', `/api/admin/fees/${fee.id}`, { tourist30Days: amount })).status).toBe(200);

    const entries = await entriesOf({ resource: 'fees', record_id: fee.id });
    expect(entries.map((entry: { record_label: string }) => entry.record_label)).toEqual([COUNTRY, COUNTRY]);
    expect((await as('GET', `/api/admin/audit-logs/${entries[0].id}`)).body).toMatchObject({ record_id: fee.id, record_label: COUNTRY });
  });

  it('names a staff account by its e-mail, an application by its sku_id and an enquiry by its sender', async () => {
    const staff = await newStaff('staff', admin);
    const [created] = await entriesOf({ resource: 'users', record_id: staff.user.id });
    expect(created).toMatchObject({ action: 'create', record_label: staff.user.email });

    const skuId = await createApplication();
    expect((await call('PUT', `/api/admin/applications/${skuId}`, { client, token: staff.token, body: { review_status: 'IN_REVIEW' } })).status).toBe(
      200,
    );
    expect((await entriesOf({ resource: 'applications', record_id: skuId, action: 'update' }))[0].record_label).toBe(skuId);

    const Email = `labelled.${Math.random().toString(36).slice(2)}@example.com`;
    const body = { Given_Name: 'Ines', Email, contact_no: '351912345678', Nationality: 'PORTUGAL', remarks: 'When will I hear from you?' };
    expect((await call('POST', '/api/india/indiaVisaContact', { body, client: newClientAddress() })).status).toBe(201);
    const [enquiry] = (await as('GET', `/api/admin/enquiries?${listQuery({ filter: { q: Email } })}`)).body;
    expect((await as('POST', `/api/admin/enquiries/${enquiry.id}/replies`, { text: 'Within two working days.' })).status).toBe(201);
    expect((await entriesOf({ resource: 'enquiries', record_id: enquiry.id }))[0].record_label).toBe(`Ines <${Email}>`);
  });

  it('names no record for an entry about many (a list of applications read)', async () => {
    const staff = await newStaff('staff', admin);
    expect((await call('GET', `/api/admin/applications?${listQuery({ range: [0, 0] })}`, { client, token: staff.token })).status).toBe(200);
    const [read] = await entriesOf({ action: 'list', user_email: staff.user.email });
    expect(read).toMatchObject({ resource: 'applications', record_id: '*', record_label: null });
  });
});

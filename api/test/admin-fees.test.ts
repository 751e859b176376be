import { describe, expect, it } from 'vitest';
import { createApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { listQuery, signInAdminBeforeAll } from './staff.js';

// Countries no other test file reads the fees of: files run in parallel against one server.
const EDITED = 'FINLAND';
const REMOVED = 'MONGOLIA';
const CHECKED = 'PERU';

const client = newClientAddress();
const admin = signInAdminBeforeAll();

const as = (method: string, path: string, body?: unknown) => call(method, path, { client, token: admin.token, body });

async function feeOf(country: string) {
  const reply = await as('GET', `/api/admin/fees?${listQuery({ filter: { q: country } })}`);
  return reply.body.find((fee: { country: string }) => fee.country === country);
}

async function auditOf(id: string) {
  return (await as('GET', `/api/admin/audit-logs?${listQuery({ filter: { resource: 'fees', record_id: id }, sort: ['created_at', 'ASC'] })}`)).body;
}

describe('admin fees', () => {
  it('lists the fee table with every amount, sorted and paged', async () => {
    const reply = await as('GET', `/api/admin/fees?${listQuery({ sort: ['country', 'ASC'], range: [0, 9] })}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-range')).toMatch(/^fees 0-9\/\d{3}$/);
    expect(reply.body[0]).toEqual({
      id: expect.any(String),
      country: expect.any(String),
      eConference: expect.any(Number),
      eBusiness: expect.any(Number),
      eAyushAttendant: expect.any(Number),
      eAyush: expect.any(Number),
      eMedicalAttendant: expect.any(Number),
      eMedical: expect.any(Number),
      tourist5Years: expect.any(Number),
      tourist1Year: expect.any(Number),
      tourist30Days: expect.any(Number),
      urgentVisaFee: expect.any(Number),
      updated_at: expect.any(String),
    });
    const countries = reply.body.map((fee: { country: string }) => fee.country);
    expect(countries).toEqual([...countries].sort());
  });

  it('is used at once: a changed amount is the fee View-application shows next, and the change is logged', async () => {
    const skuId = await createApplication({ Nationality: EDITED, Application_Type: 'Urgent Processing' });
    const fee = await feeOf(EDITED);
    const reply = await as('PUT', `/api/admin/fees/${fee.id}`, { id: fee.id, tourist30Days: 71.25, urgentVisaFee: 60 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: fee.id, country: EDITED, tourist30Days: 71.25, urgentVisaFee: 60 });

    const view = await call('GET', `/api/india/View-application/${skuId}`, { client });
    expect(view.body.data.fee).toEqual({ amount: 131.25, currency: 'USD', visaFee: 71.25, urgentFee: 60 });
    const quoted = await call('POST', '/api/india/getVisaFeeByCountry', { body: { countryName: EDITED }, client });
    expect(quoted.body.data.IndiaVisafees.tourist30Days).toBe(71.25);

    // Only what changed is logged: the urgent fee sent unchanged is not.
    expect(
      (await auditOf(fee.id)).map((entry: { user_email: string; action: string; changes: unknown }) => [
        entry.user_email,
        entry.action,
        entry.changes,
      ]),
    ).toEqual([[admin.user.email, 'update', { tourist30Days: { from: fee.tourist30Days, to: 71.25 } }]]);
  });

  it.each([
    [{ tourist30Days: -1 }, 'tourist30Days'],
    [{ eBusiness: 10.005 }, 'eBusiness'],
    [{ eMedical: '100' }, 'eMedical'],
    [{ eAyush: 1e9 }, 'eAyush'],
    [{ urgentVisaFee: null, tourist1Year: Number.NaN }, 'tourist1Year'],
    [{ country: 'ATLANTIS' }, 'country'],
    [{ updated_at: '2020-01-01' }, 'updated_at'],
    [{ tourist5Years: 99, price: 1 }, 'price'],
  ])('refuses %j with 400 and changes nothing', async (body, field) => {
    const before = await feeOf(CHECKED);
    const reply = await as('PUT', `/api/admin/fees/${before.id}`, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, status: false, message: expect.any(String) });
    expect(reply.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await feeOf(CHECKED)).toEqual(before);
    expect(await auditOf(before.id)).toEqual([]);
  });

  it('accepts whole dollars, cents and zero', async () => {
    const fee = await feeOf(CHECKED);
    for (const value of [0, 12.3, 12.34, fee.tourist30Days]) {
      const reply = await as('PUT', `/api/admin/fees/${fee.id}`, { tourist30Days: value });
      expect(reply.status, String(value)).toBe(200);
      expect(reply.body.tourist30Days).toBe(value);
    }
  });

  it('removes a country and creates it again with all ten amounts; both logged', async () => {
    const fee = await feeOf(REMOVED);
    const removed = await as('DELETE', `/api/admin/fees/${fee.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(fee);
    expect((await call('POST', '/api/india/getVisaFeeByCountry', { body: { countryName: REMOVED }, client })).status).toBe(404);

    const { id: _id, updated_at: _updated, country: _country, ...amounts } = fee;
    const incomplete = await as('POST', '/api/admin/fees', { country: REMOVED, ...amounts, eAyush: undefined });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors).toEqual([{ field: 'eAyush', message: 'eAyush is required' }]);

    const created = await as('POST', '/api/admin/fees', { country: ` ${REMOVED.toLowerCase()} `, ...amounts });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ country: REMOVED, ...amounts });
    expect((await as('POST', '/api/admin/fees', { country: REMOVED, ...amounts })).status).toBe(409);

    expect((await auditOf(fee.id)).map((entry: { action: string }) => entry.action)).toEqual(['delete']);
    expect(
      (await auditOf(created.body.id)).map((entry: { action: string; changes: Record<string, unknown> }) => [entry.action, entry.changes.country]),
    ).toEqual([['create', { from: null, to: REMOVED }]]);
  });

  it('answers 404 for an unknown fee record', async () => {
    for (const [method, body] of [['GET'], ['PUT', { eBusiness: 1 }], ['DELETE']] as const) {
      expect((await as(method, '/api/admin/fees/00000000-0000-4000-8000-000000000000', body)).status, method).toBe(404);
    }
  });
});

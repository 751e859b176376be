import { uniqueName } from '@evisa/forms/fixtures';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from './auth/session';
import { dataProvider } from './dataProvider';
import { createApplication, signInAs, useRealApi } from './test/realApi';

// The stock ra-data-simple-rest provider, unchanged, against the real API: what the console's pages rely on.

beforeEach(() => {
  sessionStorage.clear();
  useRealApi();
});

const newest = { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' as const }, filter: {} };

describe('applications', () => {
  it('lists with search, filters, sort and range, taking the total from Content-Range', async () => {
    const staff = await signInAs('staff');
    const surname = uniqueName('Provider');
    const skuId = await createApplication({ Surname: surname });
    await createApplication();

    const { data, total } = await dataProvider.getList('applications', { ...newest, filter: { q: surname.slice(0, -3), review_status: 'NEW' } });
    expect(total).toBe(1);
    expect(data).toEqual([expect.objectContaining({ id: skuId, sku_id: skuId, Surname: surname, review_status: 'NEW', data: expect.any(Object) })]);

    const page = await dataProvider.getList('applications', { ...newest, pagination: { page: 2, perPage: 1 } });
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(staff.user.role).toBe('staff');
  });

  it('reads one with its notes, payments and fee, reads many, and rechecks it', async () => {
    const staff = await signInAs('staff');
    const skuId = await createApplication({ Nationality: 'JAPAN' });
    const other = await createApplication();

    const { data: one } = await dataProvider.getOne('applications', { id: skuId });
    expect(one).toMatchObject({ id: skuId, notes: [], payments: [], fee: { amount: 59, currency: 'USD' } });
    const { data: many } = await dataProvider.getMany('applications', { ids: [skuId, other] });
    expect(many.map((record) => record.id).sort()).toEqual([skuId, other].sort());

    const { data: updated } = await dataProvider.update('applications', {
      id: skuId,
      data: { review_status: 'IN_REVIEW', note: 'Checked the passport scan.' },
      previousData: one,
    });
    expect(updated).toMatchObject({
      id: skuId,
      review_status: 'IN_REVIEW',
      notes: [{ text: 'Checked the passport scan.', user_email: staff.user.email }],
    });

    // The history the application page shows, as ReferenceManyField asks for it.
    const history = await dataProvider.getManyReference('audit-logs', {
      target: 'record_id',
      id: skuId,
      filter: { resource: 'applications' },
      sort: { field: 'created_at', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({ user_email: staff.user.email, changes: { review_status: { from: 'NEW', to: 'IN_REVIEW' } } });
  });

  it("takes the whole record back as <Edit> sends it, and refuses a change to the applicant's answers by name", async () => {
    await signInAs('staff');
    const skuId = await createApplication();
    const { data: record } = await dataProvider.getOne('applications', { id: skuId });
    const changedAnswer = { ...record, review_status: 'APPROVED', data: { ...record.data, Surname: 'Changed' } };
    const refused = dataProvider.update('applications', { id: skuId, data: changedAnswer, previousData: record });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      body: { errors: [{ field: 'data', message: expect.stringContaining('cannot be changed by staff') }] },
    });
    expect((await dataProvider.getOne('applications', { id: skuId })).data.review_status).toBe('NEW');

    const { data: updated } = await dataProvider.update('applications', {
      id: skuId,
      data: { ...record, review_status: 'IN_REVIEW' },
      previousData: record,
    });
    expect(updated).toMatchObject({ id: skuId, review_status: 'IN_REVIEW', data: record.data });
  });
});

describe('enquiries, outbox and audit logs', () => {
  it('marks an enquiry answered and reads the outbox and the audit log', async () => {
    const staff = await signInAs('staff');
    const email = `provider.${Date.now()}@example.com`;
    await fetch('/api/india/indiaVisaContact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Given_Name: 'Ines', Email: email, contact_no: '351912345678', Nationality: 'PORTUGAL', remarks: 'Question' }),
    });
    const { data: enquiries } = await dataProvider.getList('enquiries', { ...newest, filter: { q: email } });
    expect(enquiries).toEqual([expect.objectContaining({ Email: email, status: 'NEW' })]);
    // The whole record back, as <Edit> sends it: only the status changed; a changed Email is refused by name.
    const changedEmail = dataProvider.update('enquiries', {
      id: enquiries[0].id,
      data: { ...enquiries[0], Email: 'other@example.com' },
      previousData: enquiries[0],
    });
    await expect(changedEmail).rejects.toMatchObject({ status: 400, body: { errors: [{ field: 'Email', message: expect.any(String) }] } });
    const { data: answered } = await dataProvider.update('enquiries', {
      id: enquiries[0].id,
      data: { ...enquiries[0], status: 'ANSWERED' },
      previousData: enquiries[0],
    });
    expect(answered).toMatchObject({ status: 'ANSWERED', answered_by: staff.user.email });

    const { data: mails, total } = await dataProvider.getList('outbox', { ...newest, filter: { q: email } });
    expect(total).toBe(1);
    const { data: mail } = await dataProvider.getOne('outbox', { id: mails[0].id });
    expect(mail.subject).toBe('We received your message');
    // Sent again as the whole record: the record is read, and the answer is the API's (no mail server here), not a 400.
    const again = dataProvider.update('outbox', { id: mail.id, data: { ...mail, status: 'PENDING' }, previousData: mail });
    await expect(again).rejects.toMatchObject({ status: 409, message: expect.stringContaining('No mail server is configured') });

    const { data: log } = await dataProvider.getList('audit-logs', { ...newest, filter: { resource: 'enquiries', record_id: enquiries[0].id } });
    expect(log).toEqual([expect.objectContaining({ action: 'update', user_email: staff.user.email })]);
  });
});

describe('fees and staff accounts (admin)', () => {
  it('edits, creates and removes fee records', async () => {
    await signInAs('admin');
    const {
      data: [belize],
    } = await dataProvider.getList('fees', { ...newest, sort: { field: 'country', order: 'ASC' }, filter: { q: 'BELIZE' } });
    const { data: edited } = await dataProvider.update('fees', { id: belize.id, data: { ...belize, tourist30Days: 40.5 }, previousData: belize });
    expect(edited).toMatchObject({ country: 'BELIZE', tourist30Days: 40.5 });

    const { data: removed } = await dataProvider.delete('fees', { id: belize.id, previousData: edited });
    expect(removed.id).toBe(belize.id);
    const { id: _id, updated_at: _updated, ...values } = edited;
    const { data: created } = await dataProvider.create('fees', { data: values });
    expect(created).toMatchObject({ country: 'BELIZE', tourist30Days: 40.5 });
    expect((await dataProvider.getMany('fees', { ids: [created.id] })).data).toHaveLength(1);
  });

  it('creates, lists, disables and reads staff accounts', async () => {
    await signInAs('admin');
    const email = `provider-${Date.now()}@console-tests.example`;
    const { data: created } = await dataProvider.create('users', { data: { email, role: 'editor', password: 'a long enough password' } });
    expect(created).toEqual({
      id: expect.any(String),
      email,
      role: 'editor',
      disabled: false,
      two_factor: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const changedEmail = dataProvider.update('users', { id: created.id, data: { ...created, email: `x${email}` }, previousData: created });
    await expect(changedEmail).rejects.toMatchObject({
      status: 400,
      body: { errors: [{ field: 'email', message: 'email cannot be changed: create a new account instead.' }] },
    });
    const { data: disabled } = await dataProvider.update('users', { id: created.id, data: { ...created, disabled: true }, previousData: created });
    expect(disabled.disabled).toBe(true);
    expect((await dataProvider.getList('users', { ...newest, sort: { field: 'email', order: 'ASC' }, filter: { q: email } })).data).toEqual([
      disabled,
    ]);
  });
});

describe('roles and sessions', () => {
  it('refuses fees to staff with 403 and everything to a visitor with 401', async () => {
    await signInAs('staff');
    await expect(dataProvider.getList('fees', newest)).rejects.toMatchObject({ status: 403 });
    clearSession();
    await expect(dataProvider.getList('applications', newest)).rejects.toMatchObject({ status: 401 });
  });
});

describe('every admin resource, as react-admin asks by default', () => {
  const RESOURCES = ['applications', 'enquiries', 'fees', 'outbox', 'users', 'audit-logs', 'form-definitions'];
  const byId = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;

  it('lists sorted by id both ways, and getMany reads those records back', async () => {
    await signInAs('admin');
    await createApplication();
    await createApplication();
    for (const resource of RESOURCES) {
      const page = (order: 'ASC' | 'DESC') =>
        dataProvider.getList(resource, { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order }, filter: {} });
      const [ascending, descending] = await Promise.all([page('ASC'), page('DESC')]);
      const ids = ascending.data.map((record) => record.id);
      expect(ids.length, resource).toBeGreaterThan(0);
      expect(ids, resource).toEqual([...ids].sort(byId));
      const descendingIds = descending.data.map((record) => record.id);
      expect(descendingIds, resource).toEqual([...descendingIds].sort(byId).reverse());
      expect(descending.total, resource).toBe(ascending.total);
      const { data: many } = await dataProvider.getMany(resource, { ids: ids.slice(0, 3) });
      expect(many.map((record) => record.id).sort(byId), resource).toEqual(ids.slice(0, 3));
    }
  });
});

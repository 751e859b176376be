import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { pay } from './paypal.js';
import { listQuery, newStaff, signInAdmin, type SignedIn } from './staff.js';
import { db } from './database.js';

const client = newClientAddress();

let staff: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  staff = await newStaff('staff');
  admin = await signInAdmin();
});

const today = () => new Date().toISOString().slice(0, 10);
const setStatus = (skuId: string, review_status: string, as = staff) =>
  call('PUT', `/api/admin/applications/${skuId}`, { client, token: as.token, body: { review_status } });
const submit = (skuId: string, body: unknown = { government_reference: 'IN-EVISA-2026-0042', submitted_on: today() }) =>
  call('POST', `/api/admin/applications/${skuId}/submission`, { client, token: staff.token, body });
const askCorrections = (skuId: string) =>
  call('POST', `/api/admin/applications/${skuId}/corrections`, {
    client,
    token: staff.token,
    body: { fields: ['Place_of_Issue'], message: 'The place of issue does not match the scan.' },
  });

async function paidApplication(): Promise<string> {
  const skuId = await createCompleteApplication({ Nationality: 'FRANCE', Application_Type: 'Normal Processing' });
  await pay(skuId);
  return skuId;
}

async function states(skuId: string) {
  const { rows } = await db.query(
    `SELECT payment_status, review_status, in_review_at, to_char(submitted_at, 'YYYY-MM-DD') AS submitted_at, government_reference, review_decided_at
       FROM applications WHERE sku_id = $1`,
    [skuId],
  );
  return rows[0];
}

/** The subjects of the e-mails of the application's life (not its creation nor the receipt), oldest first. */
async function mailSubjects(skuId: string): Promise<string[]> {
  const prefix = `Your e-Visa application ${skuId}: `;
  const { rows } = await db.query(`SELECT subject FROM outbox WHERE starts_with(subject, $1) ORDER BY created_at, id`, [prefix]);
  return rows.map((row: { subject: string }) => row.subject.slice(prefix.length));
}

async function history(skuId: string) {
  const reply = await call(
    'GET',
    `/api/admin/audit-logs?${listQuery({ filter: { resource: 'applications', record_id: skuId, action: 'update' } })}`,
    {
      client,
      token: admin.token,
    },
  );
  return (reply.body as Array<{ changes: Record<string, unknown> }>).map((entry) => entry.changes);
}

describe('the life of an application', () => {
  it('refuses to approve an unpaid application, with 409 naming its state, and changes nothing', async () => {
    const skuId = await createApplication();
    for (const status of ['APPROVED', 'REJECTED', 'SUBMITTED', 'WITHDRAWN']) {
      const refused = await setStatus(skuId, status);
      expect(refused.status, status).toBe(409);
      expect(refused.body.message, status).toMatch(/UNPAID/);
    }
    const submitted = await submit(skuId);
    expect(submitted.status).toBe(409);
    expect(submitted.body.message).toBe('This application is UNPAID: it becomes SUBMITTED only once it is paid.');
    expect(await states(skuId)).toMatchObject({ payment_status: 'UNPAID', review_status: 'NEW', submitted_at: null, review_decided_at: null });
    expect(await history(skuId)).toEqual([]);
  });

  it('goes from payment to the e-Visa granted, each step audited, the applicant e-mailed once where they should know', async () => {
    const skuId = await paidApplication();
    expect(await states(skuId)).toMatchObject({ payment_status: 'COMPLETED', review_status: 'NEW' });

    expect((await setStatus(skuId, 'IN_REVIEW')).status).toBe(200);
    expect((await states(skuId)).in_review_at).toEqual(expect.any(Date));
    expect((await setStatus(skuId, 'READY_TO_SUBMIT')).status).toBe(200);
    // The submission is recorded with the government's reference, not by a status alone.
    const bare = await setStatus(skuId, 'SUBMITTED');
    expect(bare.status).toBe(409);
    expect(bare.body.message).toMatch(/^This application is READY_TO_SUBMIT: record the submission/);
    // Granted only once submitted.
    expect((await setStatus(skuId, 'APPROVED')).body.message).toBe('This application is READY_TO_SUBMIT: it cannot become APPROVED.');
    expect((await submit(skuId, { government_reference: ' ', submitted_on: today() })).status).toBe(400);
    expect((await submit(skuId, { government_reference: 'X', submitted_on: '2999-01-01' })).status).toBe(400);

    const submitted = await submit(skuId);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ review_status: 'SUBMITTED', government_reference: 'IN-EVISA-2026-0042', submitted_at: today() });
    expect(await states(skuId)).toMatchObject({ submitted_at: today(), government_reference: 'IN-EVISA-2026-0042' });
    expect((await submit(skuId)).status).toBe(409);

    const granted = await setStatus(skuId, 'APPROVED');
    expect(granted.status).toBe(200);
    expect((await states(skuId)).review_decided_at).toEqual(expect.any(Date));
    // A decision stands: staff cannot take it back, an admin can.
    const undo = await setStatus(skuId, 'IN_REVIEW');
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(/APPROVED/);

    expect(await mailSubjects(skuId)).toEqual(['Submitted', 'e-Visa granted']);
    const { rows } = await db.query(`SELECT text FROM outbox WHERE subject LIKE $1`, [`%${skuId}: e-Visa granted`]);
    expect(rows[0].text).toContain(`/Track/${skuId}`);
    expect(rows[0].text).not.toContain('/Partial-Filled');

    expect(await history(skuId)).toEqual(
      expect.arrayContaining([
        { payment_status: { from: 'UNPAID', to: 'COMPLETED' } },
        { review_status: { from: 'NEW', to: 'IN_REVIEW' } },
        { review_status: { from: 'IN_REVIEW', to: 'READY_TO_SUBMIT' } },
        { review_status: { from: 'READY_TO_SUBMIT', to: 'SUBMITTED' }, government_reference: 'IN-EVISA-2026-0042', submitted_on: today() },
        { review_status: { from: 'SUBMITTED', to: 'APPROVED' } },
      ]),
    );
    expect(await history(skuId)).toHaveLength(5);

    const reopened = await setStatus(skuId, 'IN_REVIEW', admin);
    expect(reopened.status).toBe(200);
    expect(await states(skuId)).toMatchObject({ review_status: 'IN_REVIEW', review_decided_at: null });
  });

  it('refuses a submitted application, and withdraws an open one on request', async () => {
    const refused = await paidApplication();
    expect((await setStatus(refused, 'IN_REVIEW')).status).toBe(200);
    expect((await submit(refused)).status).toBe(200);
    expect((await setStatus(refused, 'REJECTED')).status).toBe(200);
    expect((await setStatus(refused, 'WITHDRAWN')).body.message).toMatch(/^This application is REJECTED/);
    expect(await mailSubjects(refused)).toEqual(['Submitted', 'e-Visa not granted']);

    const withdrawn = await paidApplication();
    expect((await setStatus(withdrawn, 'WITHDRAWN')).status).toBe(200);
    expect((await call('GET', `/api/india/View-application/${withdrawn}`, { client })).body.data.review_stage).toBe('withdrawn');
    expect(await mailSubjects(withdrawn)).toEqual(['Withdrawn']);
  });

  it('sends one e-mail for In review followed by a correction request (not two)', async () => {
    const skuId = await paidApplication();
    expect((await setStatus(skuId, 'IN_REVIEW')).status).toBe(200);
    expect((await askCorrections(skuId)).status).toBe(201);
    expect(await mailSubjects(skuId)).toEqual(['please correct some details']);
    // While the request is open, the status follows the corrections alone.
    const moved = await setStatus(skuId, 'READY_TO_SUBMIT');
    expect(moved.status).toBe(409);
    expect(moved.body.message).toMatch(/^This application is NEEDS_CHANGES with a correction request open/);
    expect((await submit(skuId)).status).toBe(409);
    expect((await states(skuId)).review_status).toBe('NEEDS_CHANGES');
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { pdf, jpeg } from '@evisa/test-support';
import { call, newClientAddress, upload } from './http.js';
import { pay } from './paypal.js';
import { newStaff, signInAdmin, type SignedIn } from './staff.js';
import { db } from './database.js';
import { promisedBy } from '../src/applications/urgency.js';

const client = newClientAddress();

let staff: SignedIn;
beforeAll(async () => {
  staff = await newStaff('staff');
});

const track = (id: string) => call('GET', `/api/india/track/${encodeURIComponent(id)}`, { client });
const staffCall = (method: string, path: string, body?: unknown) => call(method, path, { client, token: staff.token, body });
const today = () => new Date().toISOString().slice(0, 10);

const milestones = (body: { data: { timeline: Array<{ step: string; reached: boolean; at: string | null }> } }) =>
  Object.fromEntries(body.data.timeline.map(({ step, reached, at }) => [step, at ? `${reached} ${at.slice(0, 10)}` : String(reached)]));

describe('GET /api/india/track/:id', () => {
  it('tells an unpaid application to be completed and paid, with nothing reached yet', async () => {
    const skuId = await createApplication();
    const reply = await track(skuId.toLowerCase().replace(/(.{4})/g, '$1 '));
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ sku_id: skuId, payment_status: 'UNPAID', stage: null, promised_by: null, correction: null });
    expect(Object.values(milestones(reply.body))).toEqual(['false', 'false', 'false', 'false', 'false']);
  });

  it('follows a paid application to its decision, with the dates and the day promised for the submission', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'FRANCE', Application_Type: 'Urgent Processing' });
    await pay(skuId);
    const paid = (await track(skuId)).body;
    const { rows } = await db.query(`SELECT paid_at FROM applications WHERE sku_id = $1`, [skuId]);
    expect(paid.data).toMatchObject({ stage: 'received', Application_Type: 'Urgent Processing' });
    expect(paid.data.promised_by).toBe(promisedBy({ Application_Type: 'Urgent Processing', paid_at: rows[0].paid_at })?.toISOString());
    expect(milestones(paid)).toEqual({
      paid: `true ${today()}`,
      in_review: 'false',
      waiting_for_corrections: 'false',
      submitted: 'false',
      decided: 'false',
    });

    const asked = await staffCall('POST', `/api/admin/applications/${skuId}/corrections`, {
      fields: ['Place_of_Issue'],
      message: 'The place of issue does not match the scan.',
    });
    expect(asked.status).toBe(201);
    const waiting = (await track(skuId)).body.data;
    expect(waiting).toMatchObject({ stage: 'waiting_for_corrections', correction: { fields: ['Place of Issue'] } });
    expect(waiting.timeline.find((entry: { step: string }) => entry.step === 'in_review').reached).toBe(true);
    expect((await call('POST', `/api/india/submit-corrections/${skuId}`, { client })).status).toBe(200);
    expect((await track(skuId)).body.data.stage).toBe('in_review');

    const submission = { government_reference: 'IN-EVISA-2026-7', submitted_on: today() };
    expect((await staffCall('POST', `/api/admin/applications/${skuId}/submission`, submission)).status).toBe(200);
    expect((await staffCall('PUT', `/api/admin/applications/${skuId}`, { review_status: 'APPROVED' })).status).toBe(200);
    const granted = (await track(skuId)).body;
    expect(granted.data).toMatchObject({ stage: 'approved', promised_by: null, correction: null });
    expect(milestones(granted)).toEqual({
      paid: `true ${today()}`,
      in_review: `true ${today()}`,
      waiting_for_corrections: `true ${today()}`,
      submitted: `true ${today()}`,
      decided: `true ${today()}`,
    });
    // Nothing personal: no name, e-mail, passport or reference of the government's file.
    const text = JSON.stringify(granted);
    for (const field of ['Surname', 'Given_Name', 'Email', 'Passport', 'IN-EVISA', '@']) expect(text).not.toContain(field);
  });

  it('answers 404 to an unknown or malformed id', async () => {
    expect((await track('ABCDEFGHJKMNPQRST')).status).toBe(404);
    expect((await track('nope')).status).toBe(404);
  });
});

async function uploaded(bytes: Buffer): Promise<string> {
  const reply = await upload(bytes, { client: newClientAddress() });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.file.filename;
}

/** A paid application submitted to the government, ready for its decision. */
async function submitted(): Promise<{ skuId: string; passport: string }> {
  const skuId = await createCompleteApplication({ Nationality: 'FRANCE', Application_Type: 'Normal Processing' });
  await pay(skuId);
  expect((await staffCall('PUT', `/api/admin/applications/${skuId}`, { review_status: 'IN_REVIEW' })).status).toBe(200);
  const submission = { government_reference: 'IN-EVISA-2026-8', submitted_on: today() };
  expect((await staffCall('POST', `/api/admin/applications/${skuId}/submission`, submission)).status).toBe(200);
  const { rows } = await db.query(`SELECT data->>'Passport_Number' AS passport FROM applications WHERE sku_id = $1`, [skuId]);
  return { skuId, passport: rows[0].passport };
}

const askForDocument = (skuId: string, passport_number: string) =>
  call('POST', `/api/india/track/${skuId}/document`, { client: newClientAddress(), body: { passport_number } });

describe('the decision document', () => {
  it('is attached by staff as a PDF with the decision, and the applicant is e-mailed once', async () => {
    const { skuId } = await submitted();
    const notPdf = await staffCall('POST', `/api/admin/applications/${skuId}/decision`, {
      outcome: 'APPROVED',
      document: await uploaded(jpeg(400, 400)),
    });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.errors).toEqual([{ field: 'document', message: 'The file must be a PDF (its content was checked, not its name).' }]);
    const decided = await staffCall('POST', `/api/admin/applications/${skuId}/decision`, { outcome: 'APPROVED', document: await uploaded(pdf()) });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ review_status: 'APPROVED', decision_document: expect.stringMatching(/\.pdf$/) });
    expect((await track(skuId)).body.data).toMatchObject({ stage: 'approved', document: true });
    const { rows } = await db.query(`SELECT subject, text FROM outbox WHERE subject = $1`, [`Your e-Visa application ${skuId}: e-Visa granted`]);
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toContain(`/Track/${skuId}`);
    // Decided once: a second decision is refused with the state.
    const again = await staffCall('POST', `/api/admin/applications/${skuId}/decision`, { outcome: 'REJECTED', document: await uploaded(pdf()) });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This application is APPROVED/);
  });

  it('downloads with the id and passport number (case and spaces aside), never saying which was wrong, and throttles guesses', async () => {
    const { skuId, passport } = await submitted();
    await staffCall('POST', `/api/admin/applications/${skuId}/decision`, { outcome: 'APPROVED', document: await uploaded(pdf()) });

    const wrongNumber = await askForDocument(skuId, 'X1234567');
    const wrongId = await askForDocument('ABCDEFGHJKMNPQRST', passport);
    expect([wrongNumber.status, wrongId.status]).toEqual([403, 403]);
    expect(wrongNumber.body.message).toBe(wrongId.body.message);

    const spaced = ` ${passport.toLowerCase().split('').join(' ')} `;
    const right = await askForDocument(skuId.toLowerCase(), spaced);
    expect(right.status).toBe(200);
    const file = await fetch(`${inject('baseUrl')}${right.body.data.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/application\/pdf/);
    const reads = await db.query(`SELECT changes FROM audit_logs WHERE record_id = $1 AND action = 'view'`, [skuId]);
    expect(reads.rows).toEqual([{ changes: { file: 'Decision document' } }]);

    for (let attempt = 2; attempt <= 5; attempt++) expect((await askForDocument(skuId, `WRONG${attempt}`)).status).toBe(403);
    const throttled = await askForDocument(skuId, passport);
    expect(throttled.status).toBe(429);
  });

  it("is e-mailed again to the application's address on request, and is erased with the application", async () => {
    const { skuId, passport } = await submitted();
    await staffCall('POST', `/api/admin/applications/${skuId}/decision`, { outcome: 'REJECTED', document: await uploaded(pdf()) });
    const sent = await call('POST', `/api/india/track/${skuId}/send-document`, { client: newClientAddress() });
    expect(sent.status).toBe(202);
    const { rows } = await db.query(`SELECT "to", text FROM outbox WHERE subject = $1`, [`Your e-Visa application ${skuId}: your decision document`]);
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toMatch(new RegExp(`/api/uploads/[0-9a-f]{32}\\.pdf\\?expires=`));
    const unknown = await call('POST', `/api/india/track/ABCDEFGHJKMNPQRST/send-document`, { client: newClientAddress() });
    expect([unknown.status, unknown.body.message]).toEqual([202, sent.body.message]);

    const admin = await signInAdmin();
    const erased = await call('POST', `/api/admin/applications/${skuId}/erase`, { client, token: admin.token, body: { reason: 'Asked by e-mail.' } });
    expect(erased.status).toBe(200);
    expect((await db.query(`SELECT 1 FROM uploads WHERE sku_id = $1`, [skuId])).rowCount).toBe(0);
    expect((await db.query(`SELECT decision_document FROM applications WHERE sku_id = $1`, [skuId])).rows).toEqual([{ decision_document: null }]);
    expect((await askForDocument(skuId, passport)).status).toBe(403);
  });
});

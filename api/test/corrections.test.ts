import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { call, newClientAddress, upload } from './http.js';
import { jpeg, pdf, photo } from '@evisa/test-support';
import { pay } from './paypal.js';
import { listQuery, newStaff, type SignedIn } from './staff.js';
import { db } from './database.js';

const client = newClientAddress();

let staff: SignedIn;
beforeAll(async () => {
  staff = await newStaff('staff');
});

const ask = (skuId: string, body: unknown) => call('POST', `/api/admin/applications/${skuId}/corrections`, { client, token: staff.token, body });
const withdraw = (skuId: string) => call('DELETE', `/api/admin/applications/${skuId}/corrections/open`, { client, token: staff.token });
const save = (skuId: string, body: unknown) => call('PUT', `/api/india/update-application/${skuId}`, { client, body });
const view = (skuId: string) => call('GET', `/api/india/View-application/${skuId}`, { client });
const submit = (skuId: string) => call('POST', `/api/india/submit-corrections/${skuId}`, { client });

async function paidApplication(): Promise<string> {
  const skuId = await createCompleteApplication({ Nationality: 'FRANCE', Application_Type: 'Normal Processing' });
  await pay(skuId);
  return skuId;
}

async function stored(skuId: string) {
  const { rows } = await db.query('SELECT payment_status, review_status, corrected_at, data FROM applications WHERE sku_id = $1', [skuId]);
  return rows[0];
}

async function mails(skuId: string): Promise<Array<{ to: string; subject: string; text: string }>> {
  const { rows } = await db.query(`SELECT "to", subject, text FROM outbox WHERE text LIKE $1 ORDER BY created_at`, [`%${skuId}%`]);
  return rows;
}

async function newUpload(bytes: Buffer): Promise<string> {
  const reply = await upload(bytes, { client: newClientAddress() });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.file.filename;
}

describe('corrections of a paid application', () => {
  it('asks, lets the applicant change exactly those fields, and logs each value before and after', async () => {
    const skuId = await paidApplication();
    const before = await stored(skuId);
    expect((await view(skuId)).body.data.review_stage).toBe('received');
    const asked = await ask(skuId, {
      fields: ['Place_of_Issue', 'passport'],
      message: 'The place of issue does not match the scan; please upload a sharper scan.',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject([
      {
        round: 1,
        status: 'OPEN',
        fields: [{ name: 'Place_of_Issue', title: 'Place of Issue' }, { name: 'passport' }],
        requested_by_email: staff.user.email,
      },
    ]);
    expect((await stored(skuId)).review_status).toBe('NEEDS_CHANGES');

    const [mail] = (await mails(skuId)).filter((one) => one.subject.includes('correct'));
    expect(mail.to).toBe(before.data.Email);
    expect(mail.text).toContain('The place of issue does not match the scan');
    expect(mail.text).toContain('- Place of Issue');
    expect(mail.text).toContain(`/Apply/${skuId}`);

    const shown = await view(skuId);
    expect(shown.body.data.review_stage).toBe('waiting_for_corrections');
    expect(shown.body.data.correction).toMatchObject({
      round: 1,
      message: 'The place of issue does not match the scan; please upload a sharper scan.',
      fields: [
        { name: 'Place_of_Issue', title: 'Place of Issue', step: 'step2' },
        { name: 'passport', step: 'step6' },
      ],
    });

    // A field not asked for: 409 naming it, nothing changed.
    const other = await save(skuId, { Place_of_Issue: 'LYON', Passport_Number: 'ZZ9999999' });
    expect(other.status).toBe(409);
    expect(other.body.message).toContain('Passport Number');
    expect((await stored(skuId)).data.Place_of_Issue).toBe(before.data.Place_of_Issue);

    // Unchanged values of other fields may be sent along (the wizard saves a whole step).
    const scan = await newUpload(pdf());
    const saved = await save(skuId, { ...pickStep2(before.data), Place_of_Issue: 'LYON' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await save(skuId, { passport: scan })).status).toBe(200);

    const sent = await submit(skuId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const after = await stored(skuId);
    expect(after).toMatchObject({ payment_status: 'COMPLETED', review_status: 'IN_REVIEW', corrected_at: expect.any(Date) });
    expect(after.data).toMatchObject({ Place_of_Issue: 'LYON', passport: scan });

    // Read-only again, in review, and the applicant is told so.
    expect((await save(skuId, { Place_of_Issue: 'NICE' })).status).toBe(409);
    expect((await view(skuId)).body.data).toMatchObject({ correction: null, review_stage: 'in_review' });
    const told = (await mails(skuId)).find((one) => one.subject === `Your e-Visa application ${skuId}: In review`);
    expect(told?.text).toContain(`Our team is checking your application ${skuId} and its documents now.`);
    expect(told?.text).toContain(`/Track/${skuId}`);

    const log = await call(
      'GET',
      `/api/admin/audit-logs?${listQuery({ filter: { resource: 'applications', record_id: skuId, action: 'update' }, sort: ['created_at', 'DESC'], range: [0, 0] })}`,
      { client, token: staff.token },
    );
    expect(log.body[0]).toMatchObject({
      user_id: null,
      user_email: `applicant ${before.data.Email}`,
      changes: {
        'Place of Issue': { from: before.data.Place_of_Issue, to: 'LYON' },
        review_status: { from: 'NEEDS_CHANGES', to: 'IN_REVIEW' },
      },
    });
    expect(Object.values(log.body[0].changes)).toContainEqual({ from: before.data.passport, to: scan });

    const corrected = await call('GET', `/api/admin/applications?${listQuery({ filter: { corrected: true, id: [skuId] } })}`, {
      client,
      token: staff.token,
    });
    expect(corrected.body.map((row: { id: string }) => row.id)).toEqual([skuId]);
  });

  it('holds a corrected photograph to the photo rules', async () => {
    const skuId = await paidApplication();
    expect((await ask(skuId, { fields: ['image'], message: 'Your photograph has a shadow.' })).status).toBe(201);
    const bad = await newUpload(jpeg(400, 300));
    const refused = await save(skuId, { image: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'image' })]);
    const good = await newUpload(photo());
    expect((await save(skuId, { image: good })).status).toBe(200);
    expect((await stored(skuId)).data.image).toBe(good);
  });

  it('refuses unknown fields, an empty message, an unpaid application and a second open request', async () => {
    const skuId = await paidApplication();
    const unknown = await ask(skuId, { fields: ['Place_of_Issue', 'Favourite_Colour'], message: 'x' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Favourite_Colour');
    expect((await ask(skuId, { fields: ['Place_of_Issue'], message: '  ' })).status).toBe(400);
    expect((await ask(skuId, { fields: [], message: 'x' })).status).toBe(400);
    // The fee has been paid: what decides it is not for correcting.
    const fee = await ask(skuId, { fields: ['Place_of_Issue', 'Nationality', 'Application_Type'], message: 'x' });
    expect(fee.status).toBe(400);
    expect(fee.body.errors).toEqual([
      {
        field: 'fields',
        message: expect.stringMatching(/^These decide the fee, which has been paid, and cannot be corrected here: Nationality, .+/),
      },
    ]);
    expect((await ask(await createApplication(), { fields: ['Place_of_Issue'], message: 'x' })).status).toBe(409);
    expect((await ask(skuId, { fields: ['Place_of_Issue'], message: 'Please check.' })).status).toBe(201);
    expect((await ask(skuId, { fields: ['Place_of_Issue'], message: 'Again.' })).status).toBe(409);
    expect((await stored(skuId)).review_status).toBe('NEEDS_CHANGES');
  });

  it("refuses a field the applicant's answers do not show (a single applicant's spouse), naming it", async () => {
    const skuId = await paidApplication();
    const hidden = await ask(skuId, { fields: ['Place_of_Issue', 'spouse_Name', 'EMEDICAL_VISA_Passport_number'], message: 'Please check.' });
    expect(hidden.status).toBe(400);
    expect(hidden.body.errors).toEqual([
      {
        field: 'fields',
        message:
          "Not shown to this applicant (their answers do not ask it), so they could not correct it: Spouse's Name (spouse_Name), Passport number of the patient (EMEDICAL_VISA_Passport_number)",
      },
    ]);
    expect((await stored(skuId)).review_status).not.toBe('NEEDS_CHANGES');
  });

  it('withdraws an open request, and keeps every round in the history', async () => {
    const skuId = await paidApplication();
    expect((await ask(skuId, { fields: ['Place_of_Issue'], message: 'First round.' })).status).toBe(201);
    const withdrawn = await withdraw(skuId);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body[0]).toMatchObject({ round: 1, status: 'WITHDRAWN', closed_by_email: staff.user.email });
    expect((await save(skuId, { Place_of_Issue: 'LYON' })).status).toBe(409);
    expect((await submit(skuId)).status).toBe(409);
    expect((await withdraw(skuId)).status).toBe(409);

    expect((await ask(skuId, { fields: ['Place_of_Issue'], message: 'Second round.' })).status).toBe(201);
    expect((await save(skuId, { Place_of_Issue: 'LYON' })).status).toBe(200);
    expect((await submit(skuId)).status).toBe(200);
    expect((await ask(skuId, { fields: ['Place_of_Issue'], message: 'Third round.' })).status).toBe(201);
    expect((await save(skuId, { Place_of_Issue: 'NICE' })).status).toBe(200);
    expect((await submit(skuId)).status).toBe(200);

    const history = await call('GET', `/api/admin/applications/${skuId}/corrections`, { client, token: staff.token });
    expect(history.body.map((round: { round: number; status: string; message: string }) => [round.round, round.status, round.message])).toEqual([
      [3, 'SUBMITTED', 'Third round.'],
      [2, 'SUBMITTED', 'Second round.'],
      [1, 'WITHDRAWN', 'First round.'],
    ]);
    expect(history.body[0]).toMatchObject({ before: { Place_of_Issue: 'LYON' }, after: { Place_of_Issue: 'NICE' } });
  });
});

describe('where a paid application stands, for its applicant', () => {
  const recheck = (skuId: string, review_status: string) =>
    call('PUT', `/api/admin/applications/${skuId}`, { client, token: staff.token, body: { review_status } });
  const stageMails = async (skuId: string) =>
    (await mails(skuId))
      .filter((mail) => mail.subject.startsWith(`Your e-Visa application ${skuId}: `))
      .map((mail) => mail.subject.slice(`Your e-Visa application ${skuId}: `.length));

  it('follows staff through the stages, and the applicant is e-mailed at each new one past the review', async () => {
    const skuId = await paidApplication();
    expect((await view(skuId)).body.data.review_stage).toBe('received');
    expect((await recheck(skuId, 'IN_REVIEW')).status).toBe(200);
    // The receipt said the application is under review: staff's own steps until the submission e-mail nobody.
    expect((await recheck(skuId, 'READY_TO_SUBMIT')).status).toBe(200);
    expect((await view(skuId)).body.data.review_stage).toBe('in_review');
    const submission = { government_reference: 'IN-2026-77', submitted_on: new Date().toISOString().slice(0, 10) };
    expect((await call('POST', `/api/admin/applications/${skuId}/submission`, { client, token: staff.token, body: submission })).status).toBe(200);
    expect((await view(skuId)).body.data.review_stage).toBe('submitted');
    expect(await stageMails(skuId)).toEqual(['Submitted']);
    const submitted = (await mails(skuId)).find((mail) => mail.subject.endsWith(': Submitted'));
    expect(submitted?.text).toContain(`Your application ${skuId} has been checked and submitted to the Government of India.`);
  });

  it('says nothing of an unpaid application, whose applicant is still filling it in', async () => {
    const skuId = await createCompleteApplication({ Nationality: 'FRANCE' });
    expect((await recheck(skuId, 'IN_REVIEW')).status).toBe(200);
    expect((await view(skuId)).body.data.review_stage).toBeNull();
    expect(await stageMails(skuId)).toEqual([]);
  });
});

/** The stored answers of the passport step, as the wizard sends them back when it saves that step. */
function pickStep2(data: Record<string, unknown>): Record<string, unknown> {
  const names = ['Passport_Number', 'Place_of_Issue', 'Date_of_Issue', 'Country_of_Issue'];
  return Object.fromEntries(names.filter((name) => name in data).map((name) => [name, data[name]]));
}

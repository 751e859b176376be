import { connect } from 'node:net';
import { indiaEvisa, queryForm } from '@evisa/forms';
import { validApplication, validStep1 } from '@evisa/forms/fixtures';
import { describe, expect, inject, it } from 'vitest';
import { SKU_ALPHABET, SKU_LENGTH } from '../src/applications/sku-id.js';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { call, fieldErrors, newClientAddress, type Reply } from './http.js';
import { db } from './database.js';

const client = newClientAddress();

/**
 * GET requests written to one connection in one write (HTTP/1.1 pipelining), each from an address of its own, and
 * their answers in order (each has a Content-Length; the last request closes the connection).
 */
async function pipelined(paths: string[]): Promise<Array<Pick<Reply, 'status' | 'body'>>> {
  const { hostname, port } = new URL(inject('baseUrl'));
  const socket = connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => socket.once('end', resolve).once('error', reject));
  const close = (index: number) => (index === paths.length - 1 ? 'close' : 'keep-alive');
  socket.write(
    paths
      .map(
        (path, index) => `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nX-Forwarded-For: ${newClientAddress()}\r\nConnection: ${close(index)}\r\n\r\n`,
      )
      .join(''),
  );
  await ended;
  let rest = Buffer.concat(chunks);
  const replies = [];
  while (rest.length) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const head = rest.subarray(0, headEnd).toString();
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)![1]);
    replies.push({ status: Number(head.split(' ')[1]), body: JSON.parse(rest.subarray(headEnd + 4, headEnd + 4 + length).toString()) });
    rest = rest.subarray(headEnd + 4 + length);
  }
  return replies;
}

describe('POST /api/india/create-application', () => {
  it('stores step 1 under a fresh, unguessable sku_id and answers 201 with both flags', async () => {
    const reply = await call('POST', '/api/india/create-application', { body: validStep1(), client });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ success: true, status: true, data: { Surname: 'Martin', payment_status: 'UNPAID' } });
    expect(reply.body.message).toContain(reply.body.data.sku_id);
    const skuId: string = reply.body.data.sku_id;
    expect(skuId).toHaveLength(SKU_LENGTH);
    expect([...skuId].every((char) => SKU_ALPHABET.includes(char))).toBe(true);
    expect(reply.body.data.user_IP).toBe(`${client} - unknown-unknown`);
    const { rows } = await db.query(
      'SELECT "Surname", "Visa_Service", "Email", payment_status, review_status, data FROM applications WHERE sku_id = $1',
      [skuId],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        Surname: 'Martin',
        Visa_Service: 'eTOURIST VISA',
        Email: 'claire.martin@example.com',
        payment_status: 'UNPAID',
        review_status: 'NEW',
      }),
    ]);
    expect(rows[0].data).toMatchObject({ Given_Name: 'Claire', Sub_t_Visa_Service: '30 Days' });
  });

  it('mails the applicant the id and a resume link (kept in the outbox without SMTP)', async () => {
    const skuId = await createApplication({ Email: 'resume.me@example.com', ConfirmEmail: 'resume.me@example.com' });
    const { rows } = await db.query('SELECT "to", subject, text, status FROM outbox WHERE subject LIKE $1', [`%${skuId}%`]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: 'resume.me@example.com', status: 'STORED' });
    expect(rows[0].text).toContain(`/Apply/${skuId}`);
  });

  it('stores the application and queues its e-mail together, or neither when the e-mail cannot be queued', async () => {
    // The outbox refuses this one recipient's message, as a failing disk or a lost connection would refuse a write.
    const to = `refused.${Date.now()}@example.com`;
    await db.query(`CREATE OR REPLACE FUNCTION test_refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'outbox refuses %', NEW."to"; END $$`);
    await db.query(
      `CREATE TRIGGER test_refuse_mail BEFORE INSERT ON outbox FOR EACH ROW WHEN (NEW."to" = '${to}') EXECUTE FUNCTION test_refuse_mail()`,
    );
    try {
      const refused = await call('POST', '/api/india/create-application', { body: validStep1(new Date(), { Email: to, ConfirmEmail: to }), client });
      expect(refused.status).toBe(500);
      expect((await db.query(`SELECT 1 FROM applications WHERE "Email" = $1`, [to])).rows).toHaveLength(0);
    } finally {
      await db.query(`DROP TRIGGER IF EXISTS test_refuse_mail ON outbox`);
      await db.query(`DROP FUNCTION IF EXISTS test_refuse_mail`);
    }
  });

  it('answers 400 with the spec messages on their fields and stores nothing', async () => {
    const Email = `refused.${Date.now()}@example.com`;
    const body = validStep1(new Date(), { Surname: '  ', Email, ConfirmEmail: 'other@example.com' });
    const reply = await call('POST', '/api/india/create-application', { body, client });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(
      fieldErrors({ field: 'Surname', message: 'Surname is required' }, { field: 'ConfirmEmail', message: 'Emails must match' }),
    );
    expect(await db.count('applications', '"Email" = $1', [Email])).toBe(0);
  });

  it('normalises text and drops fields the form does not define, including a client-sent user_IP', async () => {
    const reply = await call('POST', '/api/india/create-application', {
      body: { ...validStep1(), Surname: '  de   la Cruz ', isAdmin: true, payment_status: 'COMPLETED', user_IP: '1.2.3.4 - X-Y' },
      client,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ Surname: 'de la Cruz', payment_status: 'UNPAID', user_IP: `${client} - unknown-unknown` });
    expect(reply.body.data).not.toHaveProperty('isAdmin');
  });

  it.each([
    ['malformed JSON', { rawBody: '{"Surname": ' }, 400],
    ['a JSON array', { body: [1, 2] }, 400],
    ['a JSON string', { rawBody: '"hello"' }, 400],
    ['a body over the limit', { rawBody: JSON.stringify({ Surname: 'x'.repeat(300_000) }) }, 413],
  ])('answers %s with a JSON 4xx and a message', async (_name, options, status) => {
    const reply = await call('POST', '/api/india/create-application', { ...options, client });
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ success: false, status: false, message: expect.any(String) });
  });
});

describe('GET /api/india/View-application/:id', () => {
  it('returns every stored field with sku_id and payment_status', async () => {
    const skuId = await createApplication();
    const reply = await call('GET', `/api/india/View-application/${skuId}`, { client });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: true,
      success: true,
      data: { sku_id: skuId, payment_status: 'UNPAID', ...validStep1(new Date(), { Expected_Date_of_Arrival: expect.any(String) }) },
    });
  });

  it('says when it was last saved and which steps still need answers, step 1 done', async () => {
    const skuId = await createApplication();
    const reply = await call('GET', `/api/india/View-application/${skuId}`, { client });
    expect(Date.parse(reply.body.data.saved_at)).not.toBeNaN();
    const steps = reply.body.data.incomplete_steps as Array<{ id: string; route: string; errors: unknown[] }>;
    expect(steps.map((step) => step.id)).not.toContain('step1');
    expect(steps[0]).toMatchObject({
      id: 'step2',
      route: expect.stringMatching(/^\//),
      errors: expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]),
    });
  });

  it('reads the incomplete steps stored with the last save, and checks them again on a later day', async () => {
    const skuId = await createApplication();
    const saved = await call('GET', `/api/india/View-application/${skuId}`, { client });
    const { rows } = await db.query('SELECT incomplete_steps, checked_on::text FROM applications WHERE sku_id = $1', [skuId]);
    expect(rows[0]).toEqual({ incomplete_steps: saved.body.data.incomplete_steps, checked_on: new Date().toISOString().slice(0, 10) });
    // Answers changed behind the API's back: a read today reports what the save found, not a check of its own.
    await db.query(`UPDATE applications SET data = data - 'Email' WHERE sku_id = $1`, [skuId]);
    const today = await call('GET', `/api/india/View-application/${skuId}`, { client });
    expect(today.body.data.incomplete_steps).toEqual(saved.body.data.incomplete_steps);
    // Checked on an earlier day (or never: saved before the column was there): the read checks every step again,
    // and stores what it found, so that the reads after it today check nothing.
    for (const checkedOn of ["'2020-01-01'", 'NULL']) {
      await db.query(`UPDATE applications SET checked_on = ${checkedOn} WHERE sku_id = $1`, [skuId]);
      const later = await call('GET', `/api/india/View-application/${skuId}`, { client });
      expect(later.body.data.incomplete_steps.map((step: { id: string }) => step.id)).toContain('step1');
      const { rows: stored } = await db.query('SELECT incomplete_steps, checked_on::text FROM applications WHERE sku_id = $1', [skuId]);
      expect(stored[0]).toEqual({ incomplete_steps: later.body.data.incomplete_steps, checked_on: new Date().toISOString().slice(0, 10) });
    }
  });

  it('finds an application by its id typed as people do: any case, spaces and dashes around or inside', async () => {
    const skuId = await createApplication();
    const typed = ` ${skuId.slice(0, 8).toLowerCase()}-${skuId.slice(8)} `;
    const reply = await call('GET', `/api/india/View-application/${encodeURIComponent(typed)}`, { client });
    expect(reply.status).toBe(200);
    expect(reply.body.data.sku_id).toBe(skuId);
  });

  it('answers Views read in one turn each with its own application, an unknown id among them 404', async () => {
    // Views the server reads together are answered from one statement (applications.repository.ts): written to one
    // connection at once, they are parsed in one turn of its event loop. Each must still get its own row.
    const surnames = Array.from({ length: 8 }, (_, index) => `Together ${'ABCDEFGH'[index]}`);
    const skuIds = await Promise.all(surnames.map((Surname) => createApplication({ Surname })));
    const asked = [skuIds[7], ...skuIds, 'ABCDEFGHJKMNPQRST', ...skuIds.slice(0, 4).reverse(), skuIds[0]];
    const replies = await pipelined(asked.map((skuId) => `/api/india/View-application/${skuId}`));
    expect(replies).toHaveLength(asked.length);
    replies.forEach((reply, index) => {
      const position = skuIds.indexOf(asked[index]);
      if (position < 0) return expect(reply.status).toBe(404);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ sku_id: asked[index], Surname: surnames[position] });
    });
  });

  it.each(['ABCDEFGHJKMNPQRST', 'short', 'x'.repeat(400), "1' OR '1'='1"])('answers 404 for the unknown id %s', async (id) => {
    const reply = await call('GET', `/api/india/View-application/${encodeURIComponent(id)}`, { client });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, status: false, code: 'APPLICATION_NOT_FOUND', message: 'Application not found' });
  });
});

describe('phone numbers', () => {
  it('are taken as people write them and stored as digits', async () => {
    const skuId = await createApplication({ Contact_no_with_country_code: '+44 (113) 496-0000' });
    const reply = await call('GET', `/api/india/View-application/${skuId}`, { client });
    expect(reply.body.data.Contact_no_with_country_code).toBe('441134960000');
  });

  it('refuse letters and emoji with the pattern message', async () => {
    const reply = await call('POST', '/api/india/create-application', {
      body: validStep1(new Date(), { Contact_no_with_country_code: '+44 113 😀' }),
      client,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toContainEqual({
      field: 'Contact_no_with_country_code',
      message: 'Contact number may contain digits, +, spaces, dashes and brackets only',
    });
  });
});

describe('PUT /api/india/update-application/:id', () => {
  it('saves changed step values, checked against the merged application', async () => {
    const skuId = await createApplication();
    const reply = await call('PUT', `/api/india/update-application/${skuId}`, {
      body: {
        ...validStep1(),
        Given_Name: 'Claire Anne',
        Visa_Service: 'eMEDICAL VISA',
        sub_Visa_Service: 'Short Term Medical Treatment of Self',
        Sub_t_Visa_Service: undefined,
      },
      client,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      status: true,
      data: { sku_id: skuId, Given_Name: 'Claire Anne', Visa_Service: 'eMEDICAL VISA' },
    });
    const view = await call('GET', `/api/india/View-application/${skuId}`, { client });
    expect(view.body.data.Given_Name).toBe('Claire Anne');
  });

  it('rejects an invalid change with 400 and keeps the stored values', async () => {
    const skuId = await createApplication();
    const reply = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Email: 'not-an-email' }, client });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { field: 'Email', message: 'Invalid email format' },
      { field: 'ConfirmEmail', message: 'Emails must match' },
    ]);
    const view = await call('GET', `/api/india/View-application/${skuId}`, { client });
    expect(view.body.data.Email).toBe('claire.martin@example.com');
  });

  it('answers 400 when the body has no form values', async () => {
    const skuId = await createApplication();
    const reply = await call('PUT', `/api/india/update-application/${skuId}`, { body: { unknown: 1 }, client });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('The request contains no form values to save.');
  });

  it('refuses with 412 a save whose If-Match names an older saved_at, and changes nothing', async () => {
    const skuId = await createApplication();
    const opened = (await call('GET', `/api/india/View-application/${skuId}`, { client })).body.data.saved_at as string;
    const first = await call('PUT', `/api/india/update-application/${skuId}`, {
      body: { Given_Name: 'First Tab' },
      client,
      headers: { 'if-match': `"${opened}"` },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.saved_at).not.toBe(opened);
    const second = await call('PUT', `/api/india/update-application/${skuId}`, {
      body: { Given_Name: 'Second Tab' },
      client,
      headers: { 'if-match': `"${opened}"` },
    });
    expect(second.status).toBe(412);
    expect(second.body).toMatchObject({ success: false, status: false, saved_at: first.body.data.saved_at });
    const view = await call('GET', `/api/india/View-application/${skuId}`, { client });
    expect(view.body.data).toMatchObject({ Given_Name: 'First Tab', saved_at: first.body.data.saved_at });
    const again = await call('PUT', `/api/india/update-application/${skuId}`, {
      body: { Given_Name: 'Second Tab' },
      client,
      headers: { 'if-match': `"${view.body.data.saved_at}"` },
    });
    expect(again.status).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const reply = await call('PUT', '/api/india/update-application/ABCDEFGHJKMNPQRST', { body: validStep1(), client });
    expect(reply.status).toBe(404);
  });

  it('answers 409 once the application is paid', async () => {
    const skuId = await createApplication();
    await db.query(`UPDATE applications SET payment_status = 'COMPLETED' WHERE sku_id = $1`, [skuId]);
    const reply = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Given_Name: 'Changed' }, client });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      success: false,
      status: false,
      code: 'APPLICATION_PAID',
      message: 'This application has been paid and can no longer be changed.',
    });
  });

  it('can stay a heap-only update: no index of the table reads a column every save writes', async () => {
    // updated_at and data change with every save: an index reading either makes PostgreSQL add an entry to every
    // index of the table at every save (bench/notes.md 'Stop 45').
    const { rows } = await db.query<{ definition: string }>(
      `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index WHERE indrelid = 'applications'::regclass`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter(({ definition }) => /\b(updated_at|data)\b/.test(definition))).toEqual([]);
    // And a page keeps room for a save's new row version: a page filled whole sends it to another page.
    const [{ reloptions }] = (await db.query(`SELECT reloptions FROM pg_class WHERE oid = 'applications'::regclass`)).rows;
    expect(reloptions).toContain('fillfactor=70');
  });

  it('writes the answers and the steps left only when the save changes them', async () => {
    // The steps left are kept out of line by PostgreSQL (a few KB): written again unchanged, they were copied whole
    // on every save (bench/notes.md 'Stop 46'). Triggers on the columns an UPDATE names record what each save writes.
    const skuId = await createApplication();
    const step3 = Object.fromEntries(
      queryForm(indiaEvisa)
        .step('step3')
        .fields.flatMap(({ name }) => (name in validApplication() ? [[name, validApplication()[name]]] : [])),
    );
    await db.query(`CREATE TABLE IF NOT EXISTS test_save_writes (sku_id text, written text, at timestamptz DEFAULT clock_timestamp())`);
    await db.query(`CREATE OR REPLACE FUNCTION test_record_save_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_save_writes (sku_id, written) VALUES (NEW.sku_id, TG_ARGV[0]); RETURN NEW; END $$`);
    const triggers = ['data', 'incomplete_steps'].map((column) => `test_writes_${column}_${skuId.toLowerCase()}`);
    for (const [index, column] of ['data', 'incomplete_steps'].entries()) {
      await db.query(`CREATE TRIGGER ${triggers[index]} AFTER UPDATE OF ${column} ON applications FOR EACH ROW
        WHEN (NEW.sku_id = '${skuId}') EXECUTE FUNCTION test_record_save_write('${column}')`);
    }
    const writtenBy = async (body: Record<string, unknown>) => {
      await db.query(`DELETE FROM test_save_writes WHERE sku_id = $1`, [skuId]);
      const saved = await call('PUT', `/api/india/update-application/${skuId}`, { body, client });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const { rows } = await db.query<{ written: string }>(`SELECT written FROM test_save_writes WHERE sku_id = $1 ORDER BY written`, [skuId]);
      return { written: rows.map(({ written }) => written), saved: saved.body.data };
    };
    try {
      const first = await writtenBy(step3);
      expect(first.written).toEqual(['data', 'incomplete_steps']);
      const again = await writtenBy(step3);
      expect(again.written).toEqual([]);
      expect(again.saved.saved_at).not.toBe(first.saved.saved_at);
      expect(again.saved.incomplete_steps).toEqual(first.saved.incomplete_steps);
      // Another answer that step 3 accepts: the answers change, the steps left do not.
      const changed = await writtenBy({ ...step3, applicant_Designation: 'Chief Engineer' });
      expect(changed.written).toEqual(['data']);
      const view = await call('GET', `/api/india/View-application/${skuId}`, { client });
      expect(view.body.data).toMatchObject({
        applicant_Designation: 'Chief Engineer',
        incomplete_steps: first.saved.incomplete_steps,
        saved_at: changed.saved.saved_at,
      });
    } finally {
      for (const trigger of triggers) await db.query(`DROP TRIGGER IF EXISTS ${trigger} ON applications`);
      await db.query(`DROP FUNCTION IF EXISTS test_record_save_write`);
      await db.query(`DROP TABLE IF EXISTS test_save_writes`);
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message after too many creations from one address', async () => {
    const flood = newClientAddress();
    const replies = [];
    for (let i = 0; i < 21; i += 1) replies.push(await call('POST', '/api/india/create-application', { body: {}, client: flood }));
    expect(replies.slice(0, 20).every((reply) => reply.status === 400)).toBe(true);
    expect(replies[20].status).toBe(429);
    expect(replies[20].body).toEqual({
      success: false,
      status: false,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a minute and try again.',
    });
  });
});

describe('clean data', () => {
  it('drops the values of a branch no longer shown when a later save hides it (MARRIED -> SINGLE)', async () => {
    const skuId = await createCompleteApplication();
    const spouse = {
      Applicant_Marital_Status: 'MARRIED',
      spouse_Name: 'Kenji Tanaka',
      spouse_Nationality_Region: 'JAPAN',
      spouse_Place_of_birth: 'Osaka',
      spouse_Country_of_birth: 'JAPAN',
    };
    const married = await call('PUT', `/api/india/update-application/${skuId}`, { body: spouse, client });
    expect(married.status, JSON.stringify(married.body)).toBe(200);
    expect(married.body.data).toMatchObject(spouse);

    const single = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Applicant_Marital_Status: 'SINGLE' }, client });
    expect(single.status).toBe(200);
    const view = await call('GET', `/api/india/View-application/${skuId}`, { client });
    expect(view.body.data.Applicant_Marital_Status).toBe('SINGLE');
    for (const field of Object.keys(spouse).filter((key) => key.startsWith('spouse_'))) expect(view.body.data).not.toHaveProperty(field);
  });

  it('drops the purpose block and documents of the old service when step 1 changes the service', async () => {
    const skuId = await createCompleteApplication({ sub_Visa_Service: 'Meeting Friends/Relatives' });
    const before = (await call('GET', `/api/india/View-application/${skuId}`, { client })).body.data;
    const purposeFields = Object.keys(before).filter((key) => key.startsWith('MEETING_FRIENDS_RELATIVES_'));
    expect(purposeFields.length).toBeGreaterThan(0);
    const reply = await call('PUT', `/api/india/update-application/${skuId}`, {
      body: {
        ...validStep1(new Date(), { Visa_Service: 'eMEDICAL VISA', sub_Visa_Service: 'Short Term Medical Treatment of Self' }),
        Sub_t_Visa_Service: undefined,
      },
      client,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).not.toHaveProperty('Sub_t_Visa_Service');
    for (const field of purposeFields) expect(reply.body.data).not.toHaveProperty(field);
  });
});

describe('clearing an answer', () => {
  it('removes an optional value sent as null or blank, and refuses to clear a required one', async () => {
    const skuId = await createCompleteApplication();
    const set = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Places_to_be_visited_line_2: 'Agra' }, client });
    expect(set.body.data.Places_to_be_visited_line_2).toBe('Agra');

    const cleared = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Places_to_be_visited_line_2: null }, client });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).not.toHaveProperty('Places_to_be_visited_line_2');

    const blank = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Surname: '  ' }, client });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: 'Surname', message: 'Surname is required' }]);
  });

  it('keeps the server-made user_IP whatever a client sends for it', async () => {
    const skuId = await createApplication();
    const reply = await call('PUT', `/api/india/update-application/${skuId}`, { body: { user_IP: null, Given_Name: 'Anne' }, client });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user_IP).toMatch(/ - unknown-unknown$/);
  });
});

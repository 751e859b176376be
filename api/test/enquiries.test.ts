import { describe, expect, it } from 'vitest';
import { call, fieldErrors, newClientAddress } from './http.js';
import { db } from './database.js';

const PATH = '/api/india/indiaVisaContact';

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  Given_Name: 'Claire',
  Email: `claire.${Math.random().toString(36).slice(2)}@example.com`,
  contact_no: '33612345678',
  Nationality: 'FRANCE',
  remarks: 'Can my daughter travel on my application?\r\nShe is 4.',
  ...overrides,
});

describe('POST /api/india/indiaVisaContact', () => {
  it('stores the message for staff as NEW, answers with both flags and acknowledges it by e-mail', async () => {
    const body = enquiry({ Given_Name: '  Claire   Anne ' });
    const reply = await call('POST', PATH, { body, client: newClientAddress() });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true, status: true, message: 'Thank you. Your message has been sent; we will answer you by e-mail.' });
    const { rows } = await db.query('SELECT * FROM enquiries WHERE "Email" = $1', [body.Email]);
    expect(rows).toEqual([
      expect.objectContaining({
        Given_Name: 'Claire Anne',
        contact_no: '33612345678',
        Nationality: 'FRANCE',
        remarks: 'Can my daughter travel on my application?\nShe is 4.',
        status: 'NEW',
        answered_at: null,
      }),
    ]);
    const mail = await db.query('SELECT subject, text, status FROM outbox WHERE "to" = $1', [body.Email]);
    expect(mail.rows).toEqual([expect.objectContaining({ subject: 'We received your message', status: 'STORED' })]);
    // Nothing the sender typed goes back out in the acknowledgement.
    expect(mail.rows[0].text).not.toContain('daughter');
  });

  it('takes a contact number sent as a JSON number', async () => {
    const reply = await call('POST', PATH, { body: enquiry({ contact_no: 4915112345678 }), client: newClientAddress() });
    expect(reply.status).toBe(201);
  });

  it('keeps the digits of a contact number typed with +, spaces and dashes, as the application does', async () => {
    const email = `digits.${Date.now()}@example.com`;
    const reply = await call('POST', PATH, { body: enquiry({ Email: email, contact_no: '+33 6-12 34 56 78' }), client: newClientAddress() });
    expect(reply.status).toBe(201);
    const { rows } = await db.query('SELECT contact_no FROM enquiries WHERE "Email" = $1', [email]);
    expect(rows).toEqual([{ contact_no: '33612345678' }]);
  });

  it('answers 400 with one message per missing field, in form order, and stores nothing', async () => {
    const reply = await call('POST', PATH, { body: { Given_Name: ' ', remarks: '\n\n' }, client: newClientAddress() });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(
      fieldErrors(
        { field: 'Given_Name', message: 'Name is required' },
        { field: 'Email', message: 'Email is required' },
        { field: 'contact_no', message: 'Contact number is required' },
        { field: 'Nationality', message: 'Nationality is required' },
        { field: 'remarks', message: 'Remarks are required' },
      ),
    );
    // No enquiry without a name or a message is ever stored.
    expect(await db.count('enquiries', `"Given_Name" !~ '\\S' OR remarks !~ '\\S'`)).toBe(0);
  });

  it.each([
    ['Email', 'not-an-email', 'Invalid email format'],
    ['Email', `${'a'.repeat(250)}@example.com`, 'Invalid email format'],
    ['contact_no', 'call me', 'Contact number must contain digits only'],
    ['contact_no', '+33 6 12', 'Contact number must have 6 to 15 digits, country code included'],
    ['contact_no', '12345', 'Contact number must have 6 to 15 digits, country code included'],
    ['contact_no', '1234567890123456', 'Contact number must have 6 to 15 digits, country code included'],
    ['Given_Name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['Given_Name', { first: 'Claire' }, 'Name must be text'],
    ['Nationality', 'ATLANTIS', 'Please choose a country from the list'],
    ['remarks', 'x'.repeat(2001), 'Remarks must be at most 2000 characters'],
    ['remarks', ['a'], 'Remarks must be text'],
  ])('answers 400 when %s is %j', async (field, value, message) => {
    const reply = await call('POST', PATH, { body: enquiry({ [field]: value }), client: newClientAddress() });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field, message }]);
  });

  it.each([
    ['malformed JSON', { rawBody: '{"Email": ' }],
    ['a JSON array', { body: [enquiry()] }],
    ['null', { rawBody: 'null' }],
  ])('answers %s with a JSON 400', async (_name, options) => {
    const reply = await call('POST', PATH, { ...options, client: newClientAddress() });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, status: false, message: expect.any(String) });
  });

  it('answers 429 after ten messages a minute from one address', async () => {
    const flood = newClientAddress();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await call('POST', PATH, { body: {}, client: flood })).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

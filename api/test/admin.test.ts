import { uniqueName, validStep1 } from '@evisa/forms/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './test-server-env.js';
import { call, newClientAddress } from './http.js';
import { newStaff } from './staff.js';

const client = newClientAddress();

async function signIn(): Promise<string> {
  const reply = await call('POST', '/api/admin/auth/login', { body: ADMIN, client });
  expect(reply.status).toBe(200);
  return reply.body.token;
}

describe('admin sign-in', () => {
  it('returns a bearer token and the user with its role', async () => {
    const reply = await call('POST', '/api/admin/auth/login', { body: { email: ADMIN.email.toUpperCase(), password: ADMIN.password }, client });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      user: { id: expect.any(String), email: ADMIN.email, role: 'admin', two_factor: false, must_set_up_two_factor: false },
    });
    const me = await call('GET', '/api/admin/auth/me', { token: reply.body.token, client });
    expect(me.body).toEqual(reply.body.user);
  });

  it('refuses a wrong password with 401 and a bad body with 400', async () => {
    const wrong = await call('POST', '/api/admin/auth/login', { body: { email: ADMIN.email, password: 'nope' }, client: newClientAddress() });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The e-mail or password is not correct.');
    const bad = await call('POST', '/api/admin/auth/login', { body: { email: 42 }, client });
    expect(bad.status).toBe(400);
  });

  it('slows one address guessing one account with growing waits, and never locks the owner out', async () => {
    const target = await newStaff('staff');
    const attacker = newClientAddress();
    const guess = () => call('POST', '/api/admin/auth/login', { body: { email: target.user.email, password: 'wrong guess' }, client: attacker });
    expect([(await guess()).status, (await guess()).status, (await guess()).status]).toEqual([401, 401, 401]);
    const slowed = await guess();
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe('Too many failed sign-in attempts for this account from your address. Please wait 1 second and try again.');
    // Even the right password waits at that address; the owner at theirs is not affected.
    expect(
      (await call('POST', '/api/admin/auth/login', { body: { email: target.user.email, password: target.password }, client: attacker })).status,
    ).toBe(429);
    expect(
      (await call('POST', '/api/admin/auth/login', { body: { email: target.user.email, password: target.password }, client: newClientAddress() }))
        .status,
    ).toBe(200);
  });

  it('counts guesses sent at once one by one: only the free tries are checked', async () => {
    const target = await newStaff('staff');
    const attacker = newClientAddress();
    const guesses = await Promise.all(
      Array.from({ length: 25 }, () =>
        call('POST', '/api/admin/auth/login', { body: { email: target.user.email, password: 'wrong guess' }, client: attacker }),
      ),
    );
    const statuses = guesses.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(22);
  });

  it('lets the owner in after an attacker failed from many addresses, and keeps their open session', async () => {
    const target = await newStaff('staff');
    for (let i = 0; i < 12; i += 1) {
      const attacker = newClientAddress();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const reply = await call('POST', '/api/admin/auth/login', { body: { email: target.user.email, password: 'wrong guess' }, client: attacker });
        expect(reply.status).toBe(401);
      }
    }
    const owner = await call('POST', '/api/admin/auth/login', {
      body: { email: target.user.email, password: target.password },
      client: newClientAddress(),
    });
    expect(owner.status).toBe(200);
    expect((await call('GET', '/api/admin/auth/me', { token: target.token, client })).status).toBe(200);
  });

  it('answers an unknown account exactly as a wrong password, and counts it the same', async () => {
    const address = newClientAddress();
    const unknown = await call('POST', '/api/admin/auth/login', {
      body: { email: 'nobody@nowhere.example', password: 'some guess here' },
      client: address,
    });
    const known = await call('POST', '/api/admin/auth/login', { body: { email: ADMIN.email, password: 'some guess here' }, client: address });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
  });

  it('ends the session on sign-out', async () => {
    const token = await signIn();
    expect((await call('POST', '/api/admin/auth/logout', { token, client })).status).toBe(200);
    expect((await call('GET', '/api/admin/auth/me', { token, client })).status).toBe(401);
  });
});

describe('GET /api/admin/applications (ra-data-simple-rest)', () => {
  let token: string;
  let skuId: string;
  const surname = uniqueName('Zed');

  beforeAll(async () => {
    token = await signIn();
    const created = await call('POST', '/api/india/create-application', { body: validStep1(new Date(), { Surname: surname }), client });
    skuId = created.body.data.sku_id;
  });

  it('lists records with id and the total in Content-Range', async () => {
    const reply = await call(
      'GET',
      `/api/admin/applications?sort=${encodeURIComponent('["created_at","DESC"]')}&range=${encodeURIComponent('[0,4]')}`,
      { token, client },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
    expect(reply.body.length).toBeLessThanOrEqual(5);
    expect(reply.body[0]).toMatchObject({ id: expect.any(String), sku_id: expect.any(String), data: expect.any(Object) });
    expect(reply.headers.get('content-range')).toMatch(/^applications 0-\d+\/\d+$/);
  });

  it('finds an application by part of its surname or its id', async () => {
    for (const q of [surname.slice(0, -2).toLowerCase(), skuId]) {
      const filter = encodeURIComponent(JSON.stringify({ q }));
      const reply = await call('GET', `/api/admin/applications?filter=${filter}`, { token, client });
      expect(reply.body.map((record: { id: string }) => record.id)).toEqual([skuId]);
      expect(reply.headers.get('content-range')).toBe('applications 0-0/1');
    }
  });

  it('shows one application by id', async () => {
    const reply = await call('GET', `/api/admin/applications/${skuId}`, { token, client });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: skuId, Surname: surname, review_status: 'NEW', data: { Surname: surname } });
  });

  it('answers 400 to a malformed list query', async () => {
    for (const query of ['sort=nope', `sort=${encodeURIComponent('["password","ASC"]')}`, 'range=[5,1]', 'filter=[]']) {
      const reply = await call('GET', `/api/admin/applications?${query}`, { token, client });
      expect(reply.status, query).toBe(400);
    }
  });

  it('answers 400 naming a filter the list does not declare, or a value outside its schema', async () => {
    const cases: Array<[object, string, string]> = [
      [{ q: 'x', colour: 'red' }, 'filter.colour', 'filter: colour is not a filter of this list'],
      [{ review_status: 3 }, 'filter.review_status', 'filter: review_status must be string'],
    ];
    for (const [filter, field, message] of cases) {
      const reply = await call('GET', `/api/admin/applications?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token, client });
      expect([reply.status, reply.body.errors]).toEqual([400, [{ field, message }]]);
    }
  });
});

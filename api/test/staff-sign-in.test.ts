import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './test-server-env.js';
import { call, newClientAddress } from './http.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { listQuery, newStaff, signInAdmin } from './staff.js';
import { db } from './database.js';

const now = () => Math.floor(Date.now() / 1000);
/** The code the app shows `ahead` steps from now (the server takes the next step too, for drifting clocks). */
const code = (secret: string, ahead = 0) => generate({ secret, epoch: now() + ahead * 30 });

type Options = { baseUrl?: string };
const login = (body: Record<string, unknown>, options: Options = {}) =>
  call('POST', '/api/admin/auth/login', { body, client: newClientAddress(), ...options });
const as = (token: string, method: string, path: string, body?: unknown, options: Options = {}) =>
  call(method, path, { token, body, client: newClientAddress(), ...options });

/** Sets up two-factor sign-in for a signed-in account, as its owner does in the console. */
async function setUpTwoFactor(token: string, options: Options = {}) {
  const started = await as(token, 'POST', '/api/admin/auth/two-factor', undefined, options);
  expect(started.status).toBe(200);
  expect(started.body.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  const wrong = await as(token, 'POST', '/api/admin/auth/two-factor/confirm', { code: '000000' }, options);
  expect(wrong.status).toBe(400);
  const confirmed = await as(token, 'POST', '/api/admin/auth/two-factor/confirm', { code: await code(started.body.secret) }, options);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.recovery_codes).toHaveLength(10);
  return { secret: started.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

describe('two-factor sign-in', () => {
  it('asks for the code after the right password, takes each code once, and takes each recovery code once', async () => {
    const staff = await newStaff('staff');
    const { secret, recoveryCodes } = await setUpTwoFactor(staff.token);
    const credentials = { email: staff.user.email, password: staff.password };

    const asked = await login(credentials);
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({
      message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      second_factor: 'totp',
    });
    expect((await login({ ...credentials, code: '123456' })).status).toBe(401);

    const next = await code(secret, 1);
    const signedIn = await login({ ...credentials, code: next });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user).toMatchObject({ two_factor: true, must_set_up_two_factor: false });
    expect((await login({ ...credentials, code: next })).status).toBe(401);

    const recovered = await login({ ...credentials, code: recoveryCodes[0].toUpperCase() });
    expect(recovered.status).toBe(200);
    expect((await login({ ...credentials, code: recoveryCodes[0] })).status).toBe(401);
    // The code alone opens nothing.
    expect((await login({ email: staff.user.email, password: 'not the password', code: recoveryCodes[1] })).status).toBe(401);

    const admin = await signInAdmin();
    const log = await as(
      admin.token,
      'GET',
      `/api/admin/audit-logs?${listQuery({ filter: { resource: 'auth', record_id: staff.user.id }, sort: ['created_at', 'ASC'] })}`,
    );
    expect(log.body.map((entry: { action: string; changes: Record<string, unknown> }) => [entry.action, entry.changes])).toEqual([
      ['sign-in', {}],
      ['sign-in-failed', { reason: 'code' }],
      ['sign-in', { second_factor: true }],
      ['sign-in-failed', { reason: 'code' }],
      ['sign-in', { second_factor: true }],
      ['sign-in-failed', { reason: 'code' }],
      ['sign-in-failed', { reason: 'password' }],
    ]);
  });

  it('is reset by an admin, which ends the sessions of the account', async () => {
    const staff = await newStaff('staff');
    await setUpTwoFactor(staff.token);
    const admin = await signInAdmin();
    expect((await as(staff.token, 'POST', `/api/admin/users/${staff.user.id}/reset-two-factor`)).status).toBe(403);
    expect((await as(admin.token, 'POST', `/api/admin/users/${staff.user.id}/reset-two-factor`)).status).toBe(200);
    expect((await as(staff.token, 'GET', '/api/admin/auth/me')).status).toBe(401);
    expect((await login({ email: staff.user.email, password: staff.password })).body.user).toMatchObject({ two_factor: false });
  });
});

describe('staff sessions', () => {
  it('end after idle time, and all at once when an admin signs the account out everywhere', async () => {
    const staff = await newStaff('staff');
    const second = await login({ email: staff.user.email, password: staff.password });
    await db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = $1 AND token_hash = encode(sha256($2::bytea), 'hex')`,
      [staff.user.id, staff.token],
    );
    expect((await as(staff.token, 'GET', '/api/admin/auth/me')).status).toBe(401);
    expect((await as(second.body.token, 'GET', '/api/admin/auth/me')).status).toBe(200);

    const admin = await signInAdmin();
    const out = await as(admin.token, 'POST', `/api/admin/users/${staff.user.id}/sign-out`);
    expect(out.body.message).toBe('Signed out everywhere (2 sessions ended).');
    expect((await as(second.body.token, 'GET', '/api/admin/auth/me')).status).toBe(401);
  });

  it('refuse passwords that are only spaces, one repeated character or common', async () => {
    const admin = await signInAdmin();
    for (const [password, message] of [
      [' '.repeat(14), 'The password cannot be only spaces'],
      ['x'.repeat(14), 'The password cannot be one character repeated'],
      ['password1234', expect.stringContaining('too easy to guess')],
    ]) {
      const reply = await as(admin.token, 'POST', '/api/admin/users', { email: `weak${Date.now()}@staff.example`, role: 'staff', password });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual([{ field: 'password', message }]);
    }
  });

  it("refuse the account's own e-mail address or its name, on a new account and on a changed password", async () => {
    const admin = await signInAdmin();
    const email = `priya.raman.${Date.now()}@staff.example`;
    const message = 'The password cannot contain the e-mail address of the account, or be little more than its name';
    for (const password of [email, email.toUpperCase(), `${email.split('@')[0]}!!`]) {
      const reply = await as(admin.token, 'POST', '/api/admin/users', { email, role: 'staff', password });
      expect([reply.status, reply.body.errors], password).toEqual([400, [{ field: 'password', message }]]);
    }
    const staff = await newStaff('staff');
    const changed = await as(admin.token, 'PUT', `/api/admin/users/${staff.user.id}`, { password: `my address is ${staff.user.email}` });
    expect([changed.status, changed.body.errors]).toEqual([400, [{ field: 'password', message }]]);
  });
});

describe('a second factor required for every staff account', () => {
  let server: IsolatedServer;
  const options: Options = {};
  beforeAll(async () => {
    server = await startIsolatedServer(ADMIN);
    options.baseUrl = server.baseUrl;
  });
  afterAll(() => server.stop());

  it('can only be required by an admin who has one; then other accounts must set one up before anything else', async () => {
    const admin = (await login(ADMIN, options)).body;
    const staffAccount = { email: 'desk@staff.example', password: 'a long enough password', role: 'staff' };
    expect((await as(admin.token, 'POST', '/api/admin/users', staffAccount, options)).status).toBe(201);
    const staff = (await login(staffAccount, options)).body;

    const refused = await as(admin.token, 'PUT', '/api/admin/security-settings/security', { require_two_factor: true }, options);
    expect(refused.status).toBe(409);
    await setUpTwoFactor(admin.token, options);
    const required = await as(admin.token, 'PUT', '/api/admin/security-settings/security', { require_two_factor: true }, options);
    expect(required.body).toMatchObject({ id: 'security', require_two_factor: true });

    // The open session of the account without a second factor may now only set it up.
    expect((await as(staff.token, 'GET', '/api/admin/applications', undefined, options)).status).toBe(403);
    const me = await as(staff.token, 'GET', '/api/admin/auth/me', undefined, options);
    expect(me.body).toMatchObject({ two_factor: false, must_set_up_two_factor: true });
    const again = await login(staffAccount, options);
    expect(again.body.user.must_set_up_two_factor).toBe(true);
    await setUpTwoFactor(again.body.token, options);
    expect((await as(again.body.token, 'GET', '/api/admin/applications', undefined, options)).status).toBe(200);
  });
});

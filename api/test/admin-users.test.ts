import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, newClientAddress } from './http.js';
import { listQuery, newStaff, type SignedIn, signIn, signInAdminBeforeAll } from './staff.js';
import { db } from './database.js';

const client = newClientAddress();

const admin = signInAdminBeforeAll();

const as = (who: SignedIn, method: string, path: string, body?: unknown) => call(method, path, { client, token: who.token, body });
const email = () => `new-${randomBytes(4).toString('hex')}@staff.example`;

describe('admin users', () => {
  it('creates a staff account that can sign in, without ever returning a password hash', async () => {
    const address = email();
    const created = await as(admin, 'POST', '/api/admin/users', { email: ` ${address.toUpperCase()} `, role: 'staff', password: 'twelve chars' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      email: address,
      role: 'staff',
      disabled: false,
      two_factor: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const listed = await as(admin, 'GET', `/api/admin/users?${listQuery({ filter: { q: address } })}`);
    const shown = await as(admin, 'GET', `/api/admin/users/${created.body.id}`);
    for (const body of [created.body, listed.body, shown.body]) expect(JSON.stringify(body)).not.toMatch(/password|argon2/);

    const { rows } = await db.query('SELECT password_hash FROM users WHERE id = $1', [created.body.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect((await signIn(address, 'twelve chars')).user).toEqual({
      id: created.body.id,
      email: address,
      role: 'staff',
      two_factor: false,
      must_set_up_two_factor: false,
    });

    const log = await as(admin, 'GET', `/api/admin/audit-logs?${listQuery({ filter: { resource: 'users', record_id: created.body.id } })}`);
    expect(log.body).toEqual([
      expect.objectContaining({
        user_email: admin.user.email,
        action: 'create',
        changes: { email: { from: null, to: address }, role: { from: null, to: 'staff' } },
      }),
    ]);
    expect(JSON.stringify(log.body)).not.toContain('twelve chars');
  });

  it.each([
    [{ email: 'not-an-address', role: 'staff', password: 'long enough password' }, 'email'],
    [{ email: 'a@b.example', role: 'root', password: 'long enough password' }, 'role'],
    [{ email: 'a@b.example', role: 'staff', password: 'elevenchars' }, 'password'],
    [{ email: 'a@b.example', role: 'staff', password: 'x'.repeat(257) }, 'password'],
    [{ email: 'a@b.example', role: 'staff', password: 'long enough password', disabled: true }, 'disabled'],
  ])('refuses %j with 400', async (body, field) => {
    const reply = await as(admin, 'POST', '/api/admin/users', body);
    expect(reply.status).toBe(400);
    expect(reply.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
  });

  it('refuses a second account with the same e-mail with 409', async () => {
    const staff = await newStaff('staff', admin);
    const reply = await as(admin, 'POST', '/api/admin/users', {
      email: staff.user.email.toUpperCase(),
      role: 'editor',
      password: 'long enough password',
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('A staff account with this e-mail already exists.');
  });

  it("ends a disabled account's sessions at once, refuses its sign-in, and lets it back in once enabled", async () => {
    const staff = await newStaff('staff', admin);
    expect((await as(staff, 'GET', '/api/admin/applications')).status).toBe(200);

    const disabled = await as(admin, 'PUT', `/api/admin/users/${staff.user.id}`, { id: staff.user.id, disabled: true });
    expect(disabled.body).toMatchObject({ disabled: true });
    expect((await as(staff, 'GET', '/api/admin/applications')).status).toBe(401);
    const refused = await call('POST', '/api/admin/auth/login', {
      body: { email: staff.user.email, password: staff.password },
      client: newClientAddress(),
    });
    expect(refused.status).toBe(401);

    await as(admin, 'PUT', `/api/admin/users/${staff.user.id}`, { disabled: false });
    expect((await signIn(staff.user.email, staff.password)).user.id).toBe(staff.user.id);
  });

  it('resets a password: the old one and the old sessions stop working, the new one works; the log holds no password', async () => {
    const staff = await newStaff('editor', admin);
    const reply = await as(admin, 'PUT', `/api/admin/users/${staff.user.id}`, { password: 'a brand new password' });
    expect(reply.status).toBe(200);
    expect((await as(staff, 'GET', '/api/admin/auth/me')).status).toBe(401);
    expect(
      (await call('POST', '/api/admin/auth/login', { body: { email: staff.user.email, password: staff.password }, client: newClientAddress() }))
        .status,
    ).toBe(401);
    expect((await signIn(staff.user.email, 'a brand new password')).user.role).toBe('editor');

    const log = await as(
      admin,
      'GET',
      `/api/admin/audit-logs?${listQuery({ filter: { resource: 'users', record_id: staff.user.id, action: 'update' } })}`,
    );
    expect(log.body.map((entry: { changes: unknown }) => entry.changes)).toEqual([{ password: 'reset' }]);
    expect(JSON.stringify(log.body)).not.toContain('a brand new password');
  });

  it('changes a role, which applies to the next call', async () => {
    const staff = await newStaff('staff', admin);
    expect((await as(staff, 'GET', '/api/admin/fees')).status).toBe(403);
    expect((await as(admin, 'PUT', `/api/admin/users/${staff.user.id}`, { role: 'admin' })).body.role).toBe('admin');
    expect((await as(staff, 'GET', '/api/admin/fees')).status).toBe(200);
  });

  it('does not let an admin disable or demote themselves, and changes nothing then', async () => {
    const second = await newStaff('admin', admin);
    const self = await as(second, 'PUT', `/api/admin/users/${second.user.id}`, { disabled: true });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot disable your own account.');
    const demote = await as(second, 'PUT', `/api/admin/users/${second.user.id}`, { role: 'staff', password: 'would be a new password' });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('You cannot change your own role.');
    expect((await as(second, 'GET', '/api/admin/auth/me')).body.role).toBe('admin');
    // Their own password they may change (it signs them out).
    expect(
      (await as(second, 'PUT', `/api/admin/users/${second.user.id}`, { role: 'admin', disabled: false, password: 'my own new password' })).status,
    ).toBe(200);
  });

  it('answers 400 to unknown fields and an e-mail change, and 404 to an unknown account', async () => {
    const staff = await newStaff('staff', admin);
    for (const body of [{ email: 'other@staff.example' }, { password_hash: 'x' }, { disabled: 'yes' }, { role: 'owner' }, { password: 'short' }]) {
      const reply = await as(admin, 'PUT', `/api/admin/users/${staff.user.id}`, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    expect((await as(admin, 'GET', '/api/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

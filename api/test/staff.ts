import { randomBytes } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { ADMIN } from './test-server-env.js';
import { call, newClientAddress } from './http.js';

export type Role = 'admin' | 'staff' | 'editor';

export interface SignedIn {
  token: string;
  user: { id: string; email: string; role: Role };
}

/** Signs in from an address of its own, so sign-in limits of one test never reach another. */
export async function signIn(email: string, password: string): Promise<SignedIn> {
  const reply = await call('POST', '/api/admin/auth/login', { body: { email, password }, client: newClientAddress() });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

export const signInAdmin = () => signIn(ADMIN.email, ADMIN.password);

/** The first admin's session for a whole test file: call at the file's top level; it is filled in before its tests. */
export function signInAdminBeforeAll(): SignedIn {
  const admin = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(admin, await signInAdmin());
  });
  return admin;
}

/** A fresh staff account of the given role, created by the first admin through the API, and signed in. */
export async function newStaff(role: Role, admin?: SignedIn): Promise<SignedIn & { password: string }> {
  const by = admin ?? (await signInAdmin());
  const email = `${role}-${randomBytes(5).toString('hex')}@staff.example`;
  const password = `pw ${randomBytes(9).toString('base64url')}`;
  const created = await call('POST', '/api/admin/users', { body: { email, role, password }, token: by.token, client: newClientAddress() });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...(await signIn(email, password)), password };
}

/** ra-data-simple-rest's list query string: sort, range and filter as JSON. */
export function listQuery(options: { sort?: [string, 'ASC' | 'DESC']; range?: [number, number]; filter?: Record<string, unknown> }): string {
  const params = new URLSearchParams();
  if (options.sort) params.set('sort', JSON.stringify(options.sort));
  if (options.range) params.set('range', JSON.stringify(options.range));
  if (options.filter) params.set('filter', JSON.stringify(options.filter));
  return params.toString();
}

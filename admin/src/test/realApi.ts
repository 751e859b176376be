import { randomBytes, randomInt } from 'node:crypto';
import { createApplication as createThroughApi, fetchRetryingClosed } from '@evisa/test-support';
import { inject, vi } from 'vitest';
import { saveSession, type Session, type StaffRole } from '../auth/session';

let clientAddress = '10.0.0.1';

/**
 * Lets the console's code call the real API as in the browser: its same-origin paths (`/api/...`) are resolved
 * against the test server, and each test acts from an address of its own (X-Forwarded-For), so one test's failed
 * sign-ins never lock another out. Everything else, the stock ra-data-simple-rest provider included, is unchanged.
 */
export function useRealApi(): void {
  clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const nativeFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, inject('apiUrl'));
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    headers.set('x-forwarded-for', clientAddress);
    // An idempotent call is sent again once if the server closed its kept-alive connection as it went out.
    return fetchRetryingClosed(url, { ...init, method: init?.method ?? (input instanceof Request ? input.method : undefined), headers }, nativeFetch);
  });
}

export async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json as T;
}

const signIn = (email: string, password: string) => api<Session>('POST', '/api/admin/auth/login', { email, password });

/** Signs in as the first admin, or as a new account of another role, and keeps the session as the console does. */
export async function signInAs(role: StaffRole): Promise<Session & { password: string }> {
  const admin = await signIn(inject('admin').email, inject('admin').password);
  let session: Session & { password: string } = { ...admin, password: inject('admin').password };
  if (role !== 'admin') {
    const email = `${role}-${randomBytes(4).toString('hex')}@console-tests.example`;
    const password = `pw-${randomBytes(9).toString('hex')}`;
    await api('POST', '/api/admin/users', { email, role, password }, admin.token);
    session = { ...(await signIn(email, password)), password };
  }
  saveSession(session);
  return session;
}

/** A complete application through the applicant API (photograph and documents uploaded), from this test's address. */
export const createApplication = (overrides: Record<string, unknown> = {}): Promise<string> =>
  createThroughApi({ baseUrl: '', client: clientAddress }, overrides, { complete: true });

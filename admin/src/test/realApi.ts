import { randomBytes, randomInt } from 'node:crypto';
import { SAMPLE_DOCUMENT, validApplication, validStep1 } from '@evisa/forms/fixtures';
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
    return nativeFetch(url, { ...init, method: init?.method ?? (input instanceof Request ? input.method : undefined), headers });
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

export const signIn = (email: string, password: string) => api<Session>('POST', '/api/admin/auth/login', { email, password });

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

/**
 * An application through the applicant API: step 1, then every later step the form defines except the
 * photograph, which would need a real square JPEG; every document is one small PDF.
 */
export async function createApplication(overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await api<{ data: { sku_id: string } }>('POST', '/api/india/create-application', validStep1(new Date(), overrides));
  const skuId = created.data.sku_id;
  // Written out by hand: under jsdom, FormData is jsdom's, which Node's fetch cannot send.
  const boundary = `----console-tests-${randomBytes(8).toString('hex')}`;
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="image"; filename="passport.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const upload = await fetch('/api/upload', { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
  const uploaded = (await upload.json()) as { file: { filename: string } };
  const { image: _photo, ...values } = validApplication(new Date(), overrides);
  const documents = Object.entries(values).map(([field, value]) => [field, value === SAMPLE_DOCUMENT ? uploaded.file.filename : value]);
  await api('PUT', `/api/india/update-application/${skuId}`, Object.fromEntries(documents));
  return skuId;
}

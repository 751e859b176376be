import { callApi } from '@evisa/test-support';
import type { Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { ADMIN } from './server.js';

/** Signs in to the admin console of the suite's server (or `baseUrl`'s) as a staff account, as a person does. */
export async function signIn(page: Page, account: { email: string; password: string }, baseUrl: string = inject('baseUrl')) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Signed in as ${account.email}`).waitFor();
}

/** A JSON call to the admin API, answered as callApi answers (the body, read field by field as tests do). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AdminApi = <T = any>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * JSON calls to the admin API of the suite's server (or of the server `baseUrl` names once it has started) as the
 * first admin, whose session starts before the suite's tests.
 */
export function adminApi(baseUrl: () => string = () => inject('baseUrl')): AdminApi {
  let token: string;
  beforeAll(async () => {
    token = (await callApi({ baseUrl: baseUrl() }, 'POST', '/api/admin/auth/login', ADMIN)).token;
  });
  return (method, path, body) => callApi({ baseUrl: baseUrl(), token }, method, path, body);
}

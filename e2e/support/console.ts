import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** Signs in to the admin console of the suite's server (or `baseUrl`'s) as a staff account, as a person does. */
export async function signIn(page: Page, account: { email: string; password: string }, baseUrl: string = inject('baseUrl')) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Signed in as ${account.email}`).waitFor();
}

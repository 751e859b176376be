import { validStep1 } from '@evisa/forms/fixtures';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { ADMIN } from '../support/server.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the admin console', () => {
  it('signs a staff member in and shows a saved application in the list and in detail', async () => {
    const baseUrl = inject('baseUrl');
    const surname = `Okafor${Date.now()}`;
    const created = await fetch(`${baseUrl}/api/india/create-application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validStep1(new Date(), { Surname: surname })),
    });
    const skuId = (await created.json()).data.sku_id as string;

    const page = await browser.newPage();
    await page.goto(`${baseUrl}/admin`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('menuitem', { name: 'Applications' }).click();
    await page.getByPlaceholder('Search').fill(surname);
    await page.getByRole('row').filter({ hasText: skuId }).click();
    await page.waitForURL(`**/admin/applications/${skuId}/show`);
    await page.getByText(surname).first().waitFor();
    await page.close();
  });

  it('keeps the console behind the sign-in page', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/admin/applications`);
    await page.waitForURL('**/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.close();
  });
});

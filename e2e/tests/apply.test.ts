import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillStep1 } from '../support/journey.js';
import { launchChromium, PHONE } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('step 1 in the browser', () => {
  it('shows the spec messages on the fields of an empty submit', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${inject('baseUrl')}/Apply`);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByText('Surname is required').waitFor();
    for (const message of ['Application Type is required', 'Nationality is required', 'Re-enter Email is required', 'Visa Service is required']) {
      expect(await page.getByText(message).first().isVisible(), message).toBe(true);
    }
    expect(await page.getByLabel('Surname (exactly as in passport)').getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });

  it('saves a new application on a phone, shows its id, and reopens it for editing', async () => {
    const baseUrl = inject('baseUrl');
    const page = await browser.newPage(PHONE);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Apply for E-Visa' }).click();
    await page.waitForURL('**/Apply');
    await fillStep1(page, {
      surname: 'Tanaka',
      givenName: 'Aiko',
      nationality: 'JAPAN',
      dateOfBirth: '1988-06-15',
      email: 'aiko@example.com',
      phone: '819012345678',
      arrivesInDays: 20,
    });
    await page.getByRole('button', { name: 'Save and Continue' }).click();

    await page.waitForURL(/\/Apply2\/[2-9A-HJKMNP-Z]{17}$/);
    const skuId = page.url().split('/').pop()!;
    await page.getByRole('alert').filter({ hasText: skuId }).first().waitFor();
    expect(await page.getByText(skuId).first().isVisible()).toBe(true);

    // Back comes to the application just started, at step 1: not an empty form whose save would start another.
    await page.goBack();
    await page.waitForURL(`**/Apply/${skuId}`);
    await expect.poll(() => page.getByLabel('Surname (exactly as in passport)').inputValue(), { timeout: 15_000 }).toBe('Tanaka');
    expect(await page.locator('.id-notice__id').first().textContent()).toBe(skuId);
    await page.goForward();
    await page.waitForURL(`**/Apply2/${skuId}`);

    // The e-mailed link resumes at the first step still to answer; step 1 is one tap away on the progress bar.
    await page.goto(`${baseUrl}/Apply/${skuId}`);
    await page.waitForURL(`**/Apply2/${skuId}`);
    await page.getByText('Welcome back.').waitFor();
    await page.getByRole('navigation', { name: 'Application progress' }).getByRole('link', { name: /^1\. / }).click();
    const surname = page.getByLabel('Surname (exactly as in passport)');
    await expect.poll(() => surname.inputValue(), { timeout: 15_000 }).toBe('Tanaka');
    await surname.fill('Tanaka-Sato');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(`**/Apply2/${skuId}`);

    const stored = await (await fetch(`${baseUrl}/api/india/View-application/${skuId}`)).json();
    expect(stored.data).toMatchObject({ Surname: 'Tanaka-Sato', Nationality: 'JAPAN', sub_Visa_Service: 'Meeting Friends/Relatives' });
    await page.close();
  });

  it('sends an applicant with an unknown id back home with the server message', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${inject('baseUrl')}/Apply/ABCDEFGHJKMNPQRST`);
    await page.getByText('Application not found').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('shows the fallback screen for an unknown route', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/no-such-page`);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.close();
  });
});

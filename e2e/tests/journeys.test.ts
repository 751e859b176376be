import { indiaEvisa } from '@evisa/forms/browser';
import { validApplication } from '@evisa/forms/fixtures';
import type { Browser, Page } from 'playwright-core';
import { pdf } from '@evisa/test-support';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { launchChromium, PHONE } from '../support/browser.js';
import { fillStep, samplePhoto } from '../support/journey.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const SKU = /[2-9A-HJKMNP-Z]{17}/;

/** Goes through every step of the wizard from /Apply and returns the application id; ends on the preview. */
async function completeWizard(page: Page, application: Record<string, unknown>): Promise<string> {
  const files = { photo: await samplePhoto(page), document: pdf() };
  let skuId = '';
  for (const step of indiaEvisa.steps) {
    await page.getByRole('heading', { level: 1, name: step.title }).waitFor();
    await fillStep(page, step.id, application, files);
    await page.getByRole('button', { name: step.submitLabel }).click();
    await page.waitForURL(new RegExp(`${step.next}/${SKU.source}$`));
    skuId = page.url().split('/').pop()!;
    // The toast of a successful save.
    await page
      .getByRole('alert')
      .filter({ hasText: /saved|updated/i })
      .first()
      .waitFor();
  }
  return skuId;
}

describe('applicant journeys', () => {
  let paidId = '';

  it('a newcomer applies for a tourist visa and pays on a phone, using only what the site shows', async () => {
    const baseUrl = inject('baseUrl');
    const page = await browser.newPage(PHONE);
    page.on('dialog', (dialog) => void dialog.dismiss());
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Apply for E-Visa' }).click();
    await page.waitForURL('**/Apply');

    const application = validApplication(new Date(), { Surname: 'Okafor', Given_Name: 'Ada', Nationality: 'KENYA' });
    const skuId = await completeWizard(page, application);

    // Every later step showed the id prominently; the preview shows the photo and every section.
    await page.getByRole('heading', { name: 'Confirm Details' }).waitFor();
    await page.getByText(skuId, { exact: true }).first().waitFor();
    await page.getByRole('img', { name: 'Your photograph' }).waitFor();
    for (const section of [
      'Applicant Details',
      'Passport Details',
      "Applicant's Address Details",
      'Details of VISA Sought',
      'Reference',
      'Additional Question Details',
    ]) {
      expect(await page.getByRole('heading', { name: section }).isVisible(), section).toBe(true);
    }
    expect(await page.getByRole('heading', { name: 'Spouse Detail' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Save And Continue' }).click();
    await page.waitForURL(`**/Payment/${skuId}`);
    await page.getByText('Test mode.').waitFor();
    const pay = page.getByRole('button', { name: /Pay \d+\.\d\d USD \(test payment\)/ });
    await pay.waitFor();
    const fee = (await pay.textContent())!.match(/[\d.]+ USD/)![0];

    // The test checkout of the PayPal sandbox emulator, then back to the site, which captures the payment.
    await pay.click();
    await page.getByRole('heading', { name: 'Pay with PayPal' }).waitFor();
    await page.getByRole('button', { name: 'Approve the payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Payment is successfully Paid' });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.textContent()).toContain(skuId);
    expect(await dialog.textContent()).toContain(fee);
    // PayPal's transaction id, and the receipt and the summary as PDF one tap away (api/test/documents.test.ts reads them).
    expect(await dialog.textContent()).toMatch(/PayPal transaction ID: \S+/);
    expect(await dialog.getByRole('link', { name: 'Receipt (PDF)' }).getAttribute('href')).toBe(`/api/india/receipt/${skuId}.pdf`);
    expect(await dialog.getByRole('link', { name: 'Application summary (PDF)' }).getAttribute('href')).toBe(`/api/india/summary/${skuId}.pdf`);
    expect(await axeViolations(page)).toEqual([]);
    // The dialog takes the focus, so a keyboard user closes it with Enter.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');

    const stored = await (await fetch(`${baseUrl}/api/india/View-application/${skuId}`)).json();
    expect(stored.data.payment_status).toBe('COMPLETED');
    paidId = skuId;

    // A paid application opens read-only.
    await page.goto(`${baseUrl}/Apply3/${skuId}`);
    await page.getByText('This application has been paid and can no longer be changed.').waitFor();
    expect(await page.getByRole('button', { name: 'Submit and Next' }).count()).toBe(0);
    await page.close();
  });

  it('the lookup says a paid application is under review', async () => {
    expect(paidId).not.toBe('');
    const page = await browser.newPage(PHONE);
    await page.goto(`${inject('baseUrl')}/Visa-Fee`);
    await page.getByLabel('Enter your Application Number').fill(paidId);
    await page.getByText(`Your application ${paidId} has been received and is under review.`).waitFor();
    await page.close();
  });

  it('a business visitor for a sports event uploads the documents it needs', async () => {
    const baseUrl = inject('baseUrl');
    const page = await browser.newPage();
    page.on('dialog', (dialog) => void dialog.dismiss());
    await page.goto(`${baseUrl}/Apply`);
    const application = validApplication(new Date(), { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Sports Related Activity' });
    const skuId = await completeWizard(page, application);

    await page.getByRole('heading', { name: 'Confirm Details' }).waitFor();
    await page.getByRole('heading', { name: 'Details of Sports Related Activity' }).waitFor();
    expect(await page.getByText('Asian Open Badminton Championship').isVisible()).toBe(true);
    for (const title of [
      'Passport copy',
      'Approval of the Government of India (Ministry of Youth Affairs and Sports)',
      'Invitation letter from the Indian sports federation',
    ]) {
      expect(await page.getByText(title, { exact: true }).isVisible(), title).toBe(true);
    }
    const stored = (await (await fetch(`${baseUrl}/api/india/View-application/${skuId}`)).json()).data;
    expect(stored).toMatchObject({ Visa_Service: 'eBUSINESS VISA', Sport_event_name: 'Asian Open Badminton Championship' });
    for (const field of ['passport', 'sport_Approval_of_the_Government', 'sport_Invitation_Letter'])
      expect(stored[field]).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(stored.Copy_of_Business_Card).toBeUndefined();
    await page.close();
  });
});

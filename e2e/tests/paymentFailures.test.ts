import { createApplication } from '@evisa/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { launchChromium, PHONE } from '../support/browser.js';
import { phoneOnPaymentPage } from '../support/paymentPage.js';

// Issue 28 item 3: the test checkout can fail as PayPal fails. On a phone an applicant is declined and then pays,
// another cancels, and a third is blocked after three failed payment attempts (spec part 2, 'Payment rules').

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const caller = () => ({ baseUrl: inject('baseUrl'), client: `10.28.3.${Math.floor(Math.random() * 250) + 1}` });

const paymentPage = (skuId: string) => phoneOnPaymentPage(browser, inject('baseUrl'), skuId);

/** Taps the test payment button and makes the buyer's choice on the emulator's page, which sends the phone back. */
async function payChoosing(phone: Page, choice: string, skuId: string): Promise<void> {
  await phone.getByRole('button', { name: /Pay \d+\.\d\d USD \(test payment\)/ }).click();
  await phone.getByRole('heading', { name: 'Pay with PayPal' }).waitFor();
  await phone.getByRole('button', { name: choice }).click();
  await phone.waitForURL((url) => url.pathname === `/Payment/${skuId}`);
}

describe('a test checkout that can fail', () => {
  it('a declined card tells the applicant why, and paying again with a good one completes the payment', async () => {
    const skuId = await createApplication(caller(), { Nationality: 'KENYA' }, { complete: true });
    const { phone, alerts } = await paymentPage(skuId);

    await payChoosing(phone, 'Pay with a card the bank declines', skuId);
    const declined = 'Payment capture failed. Your payment was declined. Please try another card or payment method (2 attempts left).';
    await phone.getByRole('alert').filter({ hasText: declined }).waitFor();
    expect(alerts).toEqual([declined]);
    expect(await axeViolations(phone)).toEqual([]);

    await payChoosing(phone, 'Approve the payment', skuId);
    const dialog = phone.getByRole('dialog', { name: 'Your Payment is successfully Paid' });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.textContent()).toContain(skuId);
    const stored = await (await fetch(`${inject('baseUrl')}/api/india/View-application/${skuId}`)).json();
    expect(stored.data.payment_status).toBe('COMPLETED');
    await phone.close();
  });

  it('a cancel at PayPal charges and counts nothing; three declines then block the application id', async () => {
    const skuId = await createApplication(caller(), { Nationality: 'KENYA' }, { complete: true });
    const { phone, alerts } = await paymentPage(skuId);

    await payChoosing(phone, 'Cancel and return to the merchant', skuId);
    await phone.getByText('You cancelled the payment. Nothing was charged; you can pay whenever you are ready.').waitFor();
    expect(alerts).toEqual([]);

    // The cancel did not count: the first decline leaves two attempts.
    await payChoosing(phone, 'Pay with a card that has insufficient funds', skuId);
    await phone
      .getByRole('alert')
      .filter({ hasText: 'Your payment was declined for insufficient funds. Please try another card or payment method (2 attempts left).' })
      .waitFor();
    await payChoosing(phone, 'Pay with a card that fails 3-D Secure', skuId);
    await phone
      .getByRole('alert')
      .filter({
        hasText: 'Your card could not be verified (3-D Secure authentication failed). Please try again or use another card (1 attempt left).',
      })
      .waitFor();
    await payChoosing(phone, 'Pay with a card the bank declines', skuId);
    const blocked = 'The application ID is blocked after three failed payment attempts. You must apply again.';
    await phone
      .getByRole('alert')
      .filter({ hasText: `Payment capture failed. ${blocked}` })
      .waitFor();
    expect(alerts.at(-1)).toBe(`Payment capture failed. ${blocked}`);
    await phone.getByRole('link', { name: 'Apply again' }).waitFor();
    expect(await phone.getByRole('button', { name: /test payment/ }).count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);

    // Coming back later, the server still refuses: the page says so instead of paying.
    await phone.reload();
    await phone.getByRole('button', { name: /Pay \d+\.\d\d USD \(test payment\)/ }).click();
    await phone.getByRole('alert').filter({ hasText: blocked }).waitFor();
    await phone.getByRole('link', { name: 'Apply again' }).waitFor();
    const stored = await (await fetch(`${inject('baseUrl')}/api/india/View-application/${skuId}`)).json();
    expect(stored.data.payment_status).toBe('UNPAID');
    await phone.close();
  });
});

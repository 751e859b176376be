import { callApi, createApplication } from '@evisa/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { launchChromium, PHONE } from '../support/browser.js';
import { outboxMails } from '../support/outbox.js';
import { phoneOnPaymentPage } from '../support/paymentPage.js';
import { ADMIN } from '../support/server.js';

// Issue 28 item 1: cards in the page. On a phone in test mode, one applicant pays by a card whose 3-D Secure check
// passes, another's card fails the check and a third's is declined by the bank, each told as the spec says.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const caller = () => ({ baseUrl: inject('baseUrl'), client: `10.28.1.${Math.floor(Math.random() * 250) + 1}` });

/** A phone on a new complete application's Payment page, answering (and recording) the page's alerts. */
async function paymentPage(): Promise<{ phone: Page; alerts: string[]; skuId: string }> {
  const skuId = await createApplication(caller(), { Nationality: 'KENYA' }, { complete: true });
  return { ...(await phoneOnPaymentPage(browser, inject('baseUrl'), skuId)), skuId };
}

/** Types a test card into the card form and pays. */
async function payByCard(phone: Page, number: string): Promise<void> {
  const form = phone.getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date (MM/YY)').fill('12/35');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Name on the card').fill('Amina Wanjiru');
  await form.getByRole('button', { name: /^Pay \d+\.\d\d USD by card \(test payment\)$/ }).click();
}

/** The card's bank asks for the 3-D Secure check (the emulator's payer-action page); the buyer confirms and comes back. */
async function passChallenge(phone: Page, skuId: string): Promise<void> {
  await phone.getByRole('heading', { name: '3-D Secure check' }).waitFor();
  expect(await axeViolations(phone)).toEqual([]);
  await phone.getByRole('button', { name: 'Confirm the payment' }).click();
  await phone.waitForURL((url) => url.pathname === `/Payment/${skuId}`);
}

describe('paying by card on a phone', () => {
  it('a card with 3-D Secure: the check passes, the application is paid, with its receipt', async () => {
    const { phone, alerts, skuId } = await paymentPage();
    await phone.getByRole('heading', { name: 'Pay by card' }).waitFor();
    expect(await axeViolations(phone)).toEqual([]);
    await payByCard(phone, '4000 0000 0000 3220');
    await passChallenge(phone, skuId);
    const dialog = phone.getByRole('dialog', { name: 'Your Payment is successfully Paid' });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.textContent()).toContain(skuId);
    expect(alerts).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    await phone.close();

    const stored = await (await fetch(`${inject('baseUrl')}/api/india/View-application/${skuId}`)).json();
    expect(stored.data.payment_status).toBe('COMPLETED');
    const admin = { ...caller(), token: (await callApi(caller(), 'POST', '/api/admin/auth/login', ADMIN)).token };
    const mails = await outboxMails(admin, skuId);
    expect(mails.map((mail: { subject: string }) => mail.subject)).toContain(`Payment received for e-Visa application ${skuId}`);
  });

  it('a card that fails 3-D Secure, and a card the bank declines: Payment capture failed, one attempt counted each', async () => {
    const unverified = await paymentPage();
    await payByCard(unverified.phone, '4000008400001629');
    await passChallenge(unverified.phone, unverified.skuId);
    const failed =
      'Payment capture failed. Your card could not be verified (3-D Secure authentication failed). Please try again or use another card (2 attempts left).';
    await unverified.phone.getByRole('alert').filter({ hasText: failed }).waitFor();
    expect(unverified.alerts).toEqual([failed]);
    await unverified.phone.close();

    const declined = await paymentPage();
    await payByCard(declined.phone, '4000000000000002');
    const refused = 'Payment capture failed. Your payment was declined. Please try another card or payment method (2 attempts left).';
    await declined.phone.getByRole('alert').filter({ hasText: refused }).waitFor();
    expect(declined.alerts).toEqual([refused]);
    expect(await axeViolations(declined.phone)).toEqual([]);
    await declined.phone.close();

    for (const { skuId } of [unverified, declined]) {
      const stored = await (await fetch(`${inject('baseUrl')}/api/india/View-application/${skuId}`)).json();
      expect(stored.data.payment_status).toBe('UNPAID');
    }
  });
});

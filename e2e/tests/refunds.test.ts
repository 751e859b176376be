import { callApi, createApplication } from '@evisa/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { launchChromium, PHONE } from '../support/browser.js';
import { adminApi, signIn } from '../support/console.js';
import { outboxMails } from '../support/outbox.js';

// Issue 26 item 4: an applicant pays on a phone, asks for a refund on /Track seeing what the policy gives back, staff
// approve it in the console, PayPal (the emulator) refunds it, the applicant is e-mailed and /Track shows it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const admin = adminApi();
const caller = () => ({ baseUrl: inject('baseUrl'), client: `10.26.4.${Math.floor(Math.random() * 250) + 1}` });

describe('refunds by the published policy', () => {
  it('pay on a phone, ask for a refund on /Track, staff approve in the console, PayPal refunds, the applicant is told', async () => {
    const baseUrl = inject('baseUrl');
    const skuId = await createApplication(caller(), { Nationality: 'KENYA' }, { complete: true });

    // Pays with the test checkout of the PayPal sandbox emulator.
    const phone = await browser.newPage(PHONE);
    phone.on('dialog', (dialog) => void dialog.dismiss());
    await phone.goto(`${baseUrl}/Payment/${skuId}`);
    const pay = phone.getByRole('button', { name: /Pay \d+\.\d\d USD \(test payment\)/ });
    const fee = Number((await pay.textContent())!.match(/([\d.]+) USD/)![1]);
    await pay.click();
    await phone.getByRole('heading', { name: 'Pay with PayPal' }).waitFor();
    await phone.getByRole('button', { name: 'Approve the payment' }).click();
    await phone.getByRole('dialog', { name: 'Your Payment is successfully Paid' }).waitFor({ timeout: 20_000 });

    // Asks within 30 minutes: the fee less the 50% cancellation fee, shown before anything is sent.
    const half = (Math.round(fee * 50) / 100).toFixed(2);
    await phone.goto(`${baseUrl}/Track/${skuId}`);
    await phone.getByRole('button', { name: 'Ask for a refund' }).click();
    await phone.getByText(`By our refund policy you would get back ${half} USD of the ${fee.toFixed(2)} USD you paid.`).waitFor();
    await phone.getByText(/within 30 minutes of submitting your application/).waitFor();
    expect(await axeViolations(phone)).toEqual([]);
    await phone.getByLabel('Why do you ask for a refund?').fill('My trip was cancelled by my employer.');
    await phone.getByRole('button', { name: 'Send my refund request' }).click();
    await phone.getByText(`by our refund policy it is ${half} USD`, { exact: false }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Staff find it in the console, see the policy's amount and approve it.
    const staff = { email: `refunds.${Date.now()}@e2e.example`, password: 'staff password 1234' };
    await admin('POST', '/api/admin/users', { ...staff, role: 'staff' });
    const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(desk, staff);
    await desk.getByRole('menuitem', { name: 'Refund requests' }).click();
    await desk.getByText(skuId).first().click();
    await desk.getByText('My trip was cancelled by my employer.').waitFor();
    await desk.getByRole('button', { name: 'Approve' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Approve the refund' });
    expect(await dialog.getByLabel(/Amount/).inputValue()).toBe(half);
    await dialog.getByRole('button', { name: 'Refund through PayPal' }).click();
    await desk.getByText('Refunded; the applicant was e-mailed').waitFor();
    await desk.getByText('PayPal refund').waitFor();
    // The application's payment panel lists it too.
    await desk.getByRole('link', { name: skuId }).click();
    const payment = desk.getByRole('region', { name: 'Payment' });
    await payment.getByRole('link', { name: `${half} USD approved` }).waitFor();
    await desk.close();

    // PayPal refunded it; the applicant got one e-mail saying so.
    const token = (await callApi(caller(), 'POST', '/api/admin/auth/login', staff)).token;
    const mails = await outboxMails({ ...caller(), token }, `${skuId}: refund`);
    expect(mails.map((mail: { subject: string }) => mail.subject)).toEqual([`Your e-Visa application ${skuId}: refund of ${half} USD`]);
    const tracked = await callApi(caller(), 'GET', `/api/india/track/${skuId}`);
    expect(tracked.data).toMatchObject({ payment_status: 'PARTIALLY_REFUNDED', stage: 'withdrawn' });

    // /Track shows the refund.
    await phone.reload();
    await phone.getByText(new RegExp(`Refunded: ${half} USD on`)).waitFor();
    await phone.getByText(`Refunded so far: ${half} USD of ${fee.toFixed(2)} USD.`).waitFor();
    expect(await phone.getByRole('button', { name: 'Ask for a refund' }).count()).toBe(0);
    await phone.close();
  });
});

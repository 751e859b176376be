import { callApi, createApplication } from '@evisa/test-support';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { PHONE } from '../support/browser.js';
import { signIn } from '../support/console.js';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser.js';
import { outboxMails } from '../support/outbox.js';
import { ADMIN } from '../support/server.js';

// Issue 28 item 2: an applicant on a phone pays by bank transfer; staff import the bank statement in the console,
// see the line matched to the transfer and confirm it; the application is paid with its receipt and audit entry.

// A server of its own: bank transfer is offered only where the business's account is configured.
const own = ownServerAndBrowser('bank-transfer', {
  DATABASE_URL: '',
  REDIS_URL: '',
  BANK_TRANSFER_ACCOUNT_NAME: 'e-Visa Guided Service Ltd',
  BANK_TRANSFER_IBAN: 'GB33BUKB20201555555555',
  BANK_TRANSFER_BIC: 'BUKBGB22',
});

describe('bank transfer', () => {
  it('the applicant chooses it on a phone; staff import the statement and confirm; the application is paid', async () => {
    const baseUrl = own.server.baseUrl;
    const caller = { baseUrl, client: `10.28.2.${Math.floor(Math.random() * 250) + 1}` };
    const skuId = await createApplication(caller, { Nationality: 'KENYA', Surname: 'Wanjiru' }, { complete: true });

    const phone = await own.browser.newPage(PHONE);
    phone.on('dialog', (dialog) => void dialog.dismiss());
    await phone.goto(`${baseUrl}/Payment/${skuId}`);
    await phone.getByRole('heading', { name: 'Pay by bank transfer' }).waitFor();
    await phone.getByRole('button', { name: 'Pay by bank transfer' }).click();
    const details = phone.getByRole('definition').filter({ hasText: /^EV[2-9A-HJKMNP-Z]{10}$/ });
    await details.waitFor();
    const reference = (await details.textContent())!.trim();
    await phone.getByText('GB33BUKB20201555555555').waitFor();
    const amount = (await phone
      .getByText(/^\d+\.\d\d USD$/)
      .last()
      .textContent())!.replace(' USD', '');
    expect(await axeViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    // Coming back shows the same transfer.
    await phone.reload();
    await phone.getByText(reference, { exact: true }).waitFor();

    // Staff import the statement: the line naming the reference (written as a bank writes it) is matched.
    const desk = await own.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(desk, ADMIN, baseUrl);
    await desk.getByRole('menuitem', { name: 'Bank transfers' }).click();
    await desk.getByText(reference).waitFor();
    const statement = [
      'Booking date;Details;Amount;Transaction ID',
      `2026-11-28;CARD PAYMENT SUPPLIES;-40.00;TX-100`,
      `2026-11-28;TRANSFER W WANJIRU REF ${reference.slice(0, 6)} ${reference.slice(6)};${amount};TX-101`,
    ].join('\n');
    await desk.locator('input[type=file]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    const lines = desk.getByRole('table', { name: 'Statement lines' });
    await lines.getByText('Pays the amount due').waitFor();
    await lines.getByText(`${reference} · ${skuId}`, { exact: false }).waitFor();
    await lines.getByRole('button', { name: 'Confirm line 3' }).click();
    await lines.getByText('Confirmed: the application is paid and the applicant was sent the receipt.').waitFor();
    await desk.close();

    // The applicant's page says it is paid; the receipt was e-mailed and the audit names the staff member.
    await phone.reload();
    await phone.getByText('This application has already been paid.', { exact: false }).waitFor();
    await phone.close();
    const admin = { ...caller, token: (await callApi(caller, 'POST', '/api/admin/auth/login', ADMIN)).token };
    const mails = await outboxMails(admin, skuId);
    const subjects = mails.map((mail: { subject: string }) => mail.subject);
    expect(subjects).toContain(`Your e-Visa application ${skuId}: how to pay by bank transfer`);
    expect(subjects).toContain(`Payment received for e-Visa application ${skuId}`);
    const audit = await callApi(admin, 'GET', `/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ record_id: skuId }))}`);
    expect(
      audit.some(
        (entry: { user_email: string | null; changes: { payment_status?: { to: string } } }) =>
          entry.changes.payment_status?.to === 'COMPLETED' && entry.user_email === ADMIN.email,
      ),
    ).toBe(true);
  });
});

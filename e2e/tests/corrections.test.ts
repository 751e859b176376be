import { indiaEvisa } from '@evisa/forms/browser';
import { validApplication } from '@evisa/forms/fixtures';
import { approveOrder, callApi, createApplication, pdf } from '@evisa/test-support';
import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.js';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser.js';
import { signIn } from '../support/console.js';
import { newestMail } from '../support/outbox.js';
import { ADMIN } from '../support/server.js';

// Issue 12: staff ask for corrections, the applicant fixes exactly those on a phone, staff see what changed.

// A server and an embedded database of its own: the editor journeys publish other versions of the form on the shared
// database, and this journey finds its steps in the shipped definition.
const own = ownServerAndBrowser('corrections', { DATABASE_URL: '', REDIS_URL: '' });

// Each call from an address of its own, so the per-address limits never stop this journey's set-up.
const caller = () => ({ baseUrl: own.server.baseUrl, client: `10.12.1.${Math.floor(Math.random() * 250) + 1}` });
const api = (method: string, path: string, body?: unknown, token?: string) => callApi({ ...caller(), token }, method, path, body);

/** A complete application, paid through the PayPal sandbox emulator as a buyer would. */
async function paidApplication(): Promise<{ skuId: string; placeOfIssue: string }> {
  const skuId = await createApplication({ baseUrl: own.server.baseUrl }, {}, { complete: true });
  const values = validApplication();
  const session = (await api('GET', '/api/india/authenticate')).accessToken;
  const order = await api('POST', '/api/india/create-Order', { sku_id: skuId, currency: 'USD' }, session);
  await approveOrder(order);
  await api('POST', '/api/india/capture-Payment', { orderID: order.id, sku_id: skuId }, session);
  return { skuId, placeOfIssue: String(values.Place_of_Issue) };
}

describe('corrections', () => {
  it('staff ask for the place of issue and the passport scan; the applicant corrects both on a phone; staff see the change', async () => {
    const { skuId, placeOfIssue } = await paidApplication();
    const admin = await api('POST', '/api/admin/auth/login', ADMIN);
    const staff = { email: `corrections.${Date.now()}@e2e.example`, password: 'staff password 1234' };
    await api('POST', '/api/admin/users', { ...staff, role: 'staff' }, admin.token);

    // Staff ask from the application page.
    const desk = await own.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(desk, staff, own.server.baseUrl);
    await desk.goto(`${own.server.baseUrl}/admin/applications/${skuId}/show`);
    const panel = desk.getByRole('region', { name: 'Corrections' });
    const fields = panel.getByLabel('Fields to correct');
    for (const title of ['Place of Issue', 'Passport copy']) {
      await fields.fill(title);
      await desk.getByRole('option', { name: title, exact: true }).click();
    }
    await panel.getByLabel('Message to the applicant').fill('The place of issue does not match your passport, and the scan is blurred.');
    await panel.getByRole('button', { name: 'Ask for corrections' }).click();
    await panel.getByText('Round 1 is waiting for the applicant').waitFor();

    // The e-mail the applicant gets, with its link.
    const token = (await api('POST', '/api/admin/auth/login', staff)).token;
    const mail = await newestMail({ ...caller(), token }, skuId);
    expect(mail.text).toContain('- Place of Issue');
    const link = new URL(/https?:\/\/\S+\/Apply\/\S+/.exec(mail.text)![0]);

    // The applicant opens it on a phone: straight to the passport step, only the place of issue editable there.
    const phone = await own.browser.newPage(PHONE);
    const [, step2, , , , step6] = indiaEvisa.steps;
    await phone.goto(`${own.server.baseUrl}${link.pathname}`);
    await phone.waitForURL(`**${step2!.route}/${skuId}`);
    await phone.getByRole('region', { name: 'Corrections requested' }).getByText('the scan is blurred').waitFor();
    expect(await phone.locator('#root_Passport_Number').isEditable()).toBe(false);
    // The lookup page says it waits for their corrections, and links there too.
    await phone.goto(`${own.server.baseUrl}/Partial-Filled`);
    await phone.getByLabel('Enter your Application Number').fill(skuId);
    await phone.getByText('Waiting for your corrections').waitFor({ timeout: 15_000 });
    await phone.getByRole('link', { name: 'Correct my application' }).click();
    await phone.waitForURL(`**${step2!.route}/${skuId}`);
    await phone.locator('#root_Place_of_Issue').fill('LYON');
    await phone.getByRole('button', { name: step2!.submitLabel }).click();

    // Then the documents step: a new passport scan.
    await phone.waitForURL(`**${step6!.route}/${skuId}`);
    await phone.locator('#root_passport').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await phone.getByText('File uploaded.').waitFor();
    await phone.getByRole('button', { name: step6!.submitLabel }).click();

    // And sent back from the summary, which is read-only again.
    await phone.waitForURL(`**/Preview/${skuId}`);
    await phone.getByRole('button', { name: 'Send my corrections' }).click();
    await phone.getByText('your corrections were sent').first().waitFor();
    expect(await phone.getByRole('button', { name: 'Send my corrections' }).count()).toBe(0);

    // Staff see what changed.
    await desk.reload();
    await panel.getByText('corrected by the applicant').waitFor();
    await panel.getByText(`${placeOfIssue} → LYON`).waitFor();
    await desk.close();
    await phone.close();
  });
});

import { validApplication } from '@evisa/forms/fixtures';
import { callApi, paidApplication, pdf } from '@evisa/test-support';
import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.js';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser.js';
import { signIn } from '../support/console.js';
import { newestMail } from '../support/outbox.js';
import { ADMIN } from '../support/server.js';

// Issue 26: pay, staff submit and grant with the e-Visa PDF in the console, the applicant follows the case on a phone
// from the e-mailed link and downloads the e-Visa with the application id and passport number.

const own = ownServerAndBrowser('track', { DATABASE_URL: '', REDIS_URL: '' });
const SHOTS = process.env.SCREENSHOT_DIR;

const caller = () => ({ baseUrl: own.server.baseUrl, client: `10.13.1.${Math.floor(Math.random() * 250) + 1}` });
const api = (method: string, path: string, body?: unknown, token?: string) => callApi({ ...caller(), token }, method, path, body);

describe('track my application', () => {
  it('staff submit and grant with the PDF; the applicant follows the timeline on a phone and downloads the e-Visa', async () => {
    const skuId = await paidApplication(caller());
    const admin = await api('POST', '/api/admin/auth/login', ADMIN);
    const staff = { email: `track.${Date.now()}@e2e.example`, password: 'staff password 1234' };
    await api('POST', '/api/admin/users', { ...staff, role: 'staff' }, admin.token);
    const token = (await api('POST', '/api/admin/auth/login', staff)).token;
    await api('PUT', `/api/admin/applications/${skuId}`, { review_status: 'IN_REVIEW' }, token);

    // Staff record the submission, then the decision with its PDF, from the application page.
    const desk = await own.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(desk, staff, own.server.baseUrl);
    await desk.goto(`${own.server.baseUrl}/admin/applications/${skuId}/show`);
    const panel = desk.getByRole('region', { name: 'Government submission' });
    await panel.getByLabel('Government reference').fill('IN-EVISA-2026-0042');
    await panel.getByRole('button', { name: 'Record the submission' }).click();
    await panel.getByText('IN-EVISA-2026-0042').waitFor();
    await panel.getByLabel('Decision PDF').setInputFiles({ name: 'evisa.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await panel.getByRole('button', { name: 'Record the decision' }).click();
    await panel.getByText('The decision document is attached').waitFor();
    if (SHOTS) await desk.screenshot({ path: `${SHOTS}/console-case-panel.png` });
    await desk.close();

    // The e-mail the applicant gets links to the tracking page.
    const mail = await newestMail({ ...caller(), token }, skuId);
    expect(mail.subject).toBe(`Your e-Visa application ${skuId}: e-Visa granted`);
    const link = new URL(/https?:\/\/\S+\/Track\/\S+/.exec(mail.text)![0]);

    // On a phone: the timeline, then the download with the passport number typed loosely.
    const phone = await own.browser.newPage(PHONE);
    await phone.goto(`${own.server.baseUrl}${link.pathname}`);
    const milestones = phone.getByRole('list', { name: 'Milestones' });
    await milestones.getByText('e-Visa granted').waitFor();
    expect(await milestones.getByRole('listitem').count()).toBe(4);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/track-phone.png`, fullPage: true });
    const passport = String(validApplication().Passport_Number);
    await phone.getByLabel('Passport number').fill(` ${passport.toLowerCase()} `);
    const [download] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: 'Download' }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await phone.close();
  });
});

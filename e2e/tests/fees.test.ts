import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.js';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser.js';
import { signIn } from '../support/console.js';
import { ADMIN } from '../support/server.js';

// A server and database of its own: this journey changes the urgent fee of every nationality.
const own = ownServerAndBrowser('fees', { DATABASE_URL: '', REDIS_URL: '' });

describe('the fee table', () => {
  it('staff change the urgent fee of every nationality at once; the published table shows it at once', async () => {
    const desk = await own.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signIn(desk, ADMIN, own.server.baseUrl);
    await desk.goto(`${own.server.baseUrl}/admin/fees`);
    await desk.getByRole('cell', { name: 'AUSTRALIA' }).waitFor();
    await desk.getByRole('checkbox', { name: 'Select all' }).check();
    // Past this page too: every nationality the list finds.
    await desk.getByRole('button', { name: 'Select all' }).click();
    const selected = desk.getByText(/^\d{3} items selected$/);
    await selected.waitFor();
    const count = Number.parseInt((await selected.textContent())!, 10);
    expect(count).toBeGreaterThan(150);

    await desk.getByRole('button', { name: 'Change an amount' }).click();
    const dialog = desk.getByRole('dialog', { name: `Change an amount for ${count} nationalities` });
    await dialog.getByLabel('Fee').click();
    await desk.getByRole('option', { name: 'Urgent Processing (48 to 72 business hours)' }).click();
    await dialog.getByLabel('New amount (USD)').fill('75');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await desk.getByText(`Urgent Processing (48 to 72 business hours) is now $75.00 for ${count} nationalities.`).waitFor({ timeout: 60_000 });

    // Each change is its own audit entry.
    const login = await fetch(`${own.server.baseUrl}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const audit = await fetch(
      `${own.server.baseUrl}/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ resource: 'fees', action: 'update' }))}&range=[0,0]`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(audit.headers.get('content-range')).toMatch(new RegExp(`/${count}$`));

    // The applicant's fee page: every group's urgent fee is the visa fee plus 75.
    const phone = await own.browser.newPage(PHONE);
    await phone.goto(`${own.server.baseUrl}/Visa-Fee-Details`);
    await phone.getByLabel('Your nationality (as in your passport)').selectOption('JAPAN');
    const japan = phone.getByRole('table', { name: 'Fees for citizens of JAPAN' });
    expect(await japan.getByRole('row', { name: /eTOURIST VISA · 30 Days/ }).textContent()).toContain('59 USD134 USD');
    await desk.close();
    await phone.close();
  });
});

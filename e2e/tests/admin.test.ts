import { readFileSync } from 'node:fs';
import { uniqueName } from '@evisa/forms/fixtures';
import { callApi, createApplication, paidApplication } from '@evisa/test-support';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { launchChromium, PHONE } from '../support/browser.js';
import { signIn } from '../support/console.js';
import { ADMIN } from '../support/server.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const api = (method: string, path: string, body?: unknown, token?: string) => callApi({ baseUrl: inject('baseUrl'), token }, method, path, body);

/** A complete application with its photograph and documents, made through the applicant API. */
const completeApplication = (surname: string): Promise<string> =>
  createApplication({ baseUrl: inject('baseUrl') }, { Surname: surname }, { complete: true });

/**
 * Resolves once the page has had no request in flight for 500 ms, but live help's notices stream, which the console
 * keeps open for as long as it is shown (so Playwright's 'networkidle' never comes).
 */
function requestsSettled(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!request.url().includes('/api/admin/live-help/stream')) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    for (let quietSince = Date.now(); Date.now() - quietSince < 500;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (inFlight.size) quietSince = Date.now();
    }
  };
}

describe('the admin console', () => {
  it('lets a staff member find an application in a few keystrokes, recheck it with its documents, and attributes the change', async () => {
    const surname = uniqueName('Okafor');
    const skuId = await completeApplication(surname);
    const admin = await api('POST', '/api/admin/auth/login', ADMIN);
    const staff = { email: `desk.${Date.now()}@e2e.example`, password: 'staff password 1234' };
    await api('POST', '/api/admin/users', { ...staff, role: 'staff' }, admin.token);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, staff);
    // The dashboard's charts (MUI X Charts): today's application counted in the summary, the chart drawn.
    const perDay = page.getByRole('img', { name: /^Applications per day, last 30 days: total [1-9]\d*, highest [1-9]\d* on / });
    await expect
      .poll(
        () =>
          perDay
            .locator('svg')
            .first()
            .evaluate((chart) => chart.getBoundingClientRect().height),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(100);
    await page.getByRole('menuitem', { name: 'Applications' }).click();
    await page.getByPlaceholder(/^Search name/).fill(surname.slice(0, 9));
    await page.getByRole('row').filter({ hasText: skuId }).click();
    await page.waitForURL(`**/admin/applications/${skuId}/show`);

    // The answers in the Preview's sections, the photograph shown, the documents downloadable.
    await page.getByRole('region', { name: 'Applicant Details' }).getByText(surname).waitFor();
    await page.getByRole('region', { name: 'Reference' }).waitFor();
    const photo = page.getByRole('img', { name: `Photograph of Claire ${surname}` });
    // The stored picture itself, decoded by the browser: test-support's photograph is 400 pixels square.
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);
    const documents = page.getByRole('region', { name: 'Photograph and documents' });
    // Files come through the staff endpoint with the session; the saved file is the passport PDF itself.
    // The photograph's row and the passport's, each with its Download: should one be missing, the panel's text is printed.
    await expect.poll(() => documents.textContent(), { timeout: 30_000 }).toMatch(/Download[\s\S]*Download/);
    // The file's answer awaited on its own: a failure then says whether the server or the download was missing.
    const fileAnswer = page.waitForResponse((response) => response.url().includes(`/api/admin/applications/${skuId}/files/`));
    const downloaded = page.waitForEvent('download');
    // Handled should the click fail first (its own error says more); awaited below all the same.
    for (const waiting of [fileAnswer, downloaded]) waiting.catch(() => undefined);
    await documents.getByRole('button', { name: 'Download' }).nth(1).click();
    expect((await fileAnswer).status()).toBe(200);
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const recheck = page.getByRole('region', { name: 'Recheck' });
    await recheck.getByRole('combobox', { name: /Review status/ }).click();
    // Chosen with the keyboard, as the list's menu may still be settling where the page's panels load around it.
    await page.getByRole('option', { name: 'Ready to submit' }).press('Enter');
    await recheck.getByLabel('Internal note').fill('Photo and passport checked against the answers.');
    await recheck.getByRole('button', { name: 'Save recheck' }).click();

    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('New → Ready to submit').waitFor();
    const entry = history.getByRole('listitem').first();
    expect(await entry.textContent()).toContain('Photo and passport checked against the answers.');
    expect(await entry.textContent()).toContain(staff.email);
    expect(await page.getByRole('region', { name: /Internal notes/ }).textContent()).toContain(staff.email);
    await page.close();

    // The change is in the audit log the admin reads too.
    const log = await api(
      'GET',
      `/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ record_id: skuId, action: 'update' }))}`,
      undefined,
      admin.token,
    );
    expect(log).toEqual([
      expect.objectContaining({
        user_email: staff.email,
        changes: expect.objectContaining({ review_status: { from: 'NEW', to: 'READY_TO_SUBMIT' } }),
      }),
    ]);
    // And so is every read: the page opened, the photograph shown, the passport downloaded.
    const reads = await api(
      'GET',
      `/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ read_of: skuId, user_email: staff.email }))}`,
      undefined,
      admin.token,
    );
    const opened = reads.filter((entry: { action: string; changes: { file?: string } }) => entry.action === 'view' && !entry.changes.file);
    const files = reads.filter((entry: { changes: { file?: string } }) => entry.changes.file);
    expect(opened.length).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThanOrEqual(2);
  });

  it('works on a phone: the menu opens and an application reads as one column', async () => {
    // A long name makes a long page title: it ends in '…' within the bar instead of running past the screen.
    const skuId = await createApplication({ baseUrl: inject('baseUrl') }, { Surname: uniqueName('Phone-Longsurname-Ofsomeone') });
    const page = await browser.newPage(PHONE);
    await signIn(page, ADMIN);
    await page
      .getByRole('button', { name: /open menu|menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Applications' }).click();
    await page.getByText(skuId).click();
    await page.getByRole('region', { name: 'Applicant Details' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator('h1 .RaConfigurable-root').evaluate((title) => title.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('has no serious or critical accessibility violation on its pages, on a desktop and on a phone', async () => {
    const skuId = await completeApplication(uniqueName('Access'));
    const pages = [
      '/admin/',
      '/admin/applications',
      `/admin/applications/${skuId}/show`,
      '/admin/enquiries',
      '/admin/live-help',
      '/admin/outbox',
      '/admin/fees',
      '/admin/users',
      '/admin/audit-logs',
      '/admin/users/create',
      '/admin/forms',
      '/admin/forms/create',
      '/admin/form-submissions',
    ];
    const found: string[] = [];
    for (const device of [{ viewport: { width: 1440, height: 900 } }, PHONE]) {
      // axe's source is handed to the page directly: the console's Content-Security-Policy allows no injected script.
      const context = await browser.newContext({ ...device, bypassCSP: true });
      const page = await context.newPage();
      const settled = requestsSettled(page);
      await page.goto(`${inject('baseUrl')}/admin/login`);
      found.push(...(await axeViolations(page)).map((violation) => `login: ${violation}`));
      await signIn(page, ADMIN);
      for (const path of pages) {
        await page.goto(`${inject('baseUrl')}${path}`);
        // A page may hold a table, a form, or an empty-state notice (no enquiries yet): wait for the data to arrive.
        await page.locator('#main-content').waitFor();
        await settled();
        // Every loading indicator gone, the app bar's too (a panel's late fetch shows react-admin's unnamed spinner there).
        await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });
        found.push(...(await axeViolations(page)).map((violation) => `${device.viewport.width}px ${path}: ${violation}`));
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it('opens the filtered list from a dashboard card inside /admin, shares the session with a second tab and signs both out together', async () => {
    // 'New' counts paid applications nobody has reviewed yet: one is paid, so its list has a row.
    await paidApplication({ baseUrl: inject('baseUrl') }, { Surname: uniqueName('Tabs') });
    const admin = await api('POST', '/api/admin/auth/login', ADMIN);
    const staff = { email: `tabs.${Date.now()}@e2e.example`, password: 'staff password 1234' };
    await api('POST', '/api/admin/users', { ...staff, role: 'staff' }, admin.token);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const first = await context.newPage();
    await signIn(first, staff);

    await first.getByRole('region', { name: 'Review status' }).getByRole('link').filter({ hasText: 'New' }).click();
    await first.waitForURL(
      (url) => url.pathname === '/admin/applications' && JSON.parse(url.searchParams.get('filter') ?? '{}').review_status === 'NEW',
    );
    await first.getByRole('row').nth(1).waitFor();

    // A second tab of the same browser is signed in already, also on an address typed in directly.
    const second = await context.newPage();
    await second.goto(`${inject('baseUrl')}/admin/enquiries`);
    await second.getByRole('menuitem', { name: 'Enquiries' }).waitFor();
    expect(second.url()).toBe(`${inject('baseUrl')}/admin/enquiries`);
    await second.goto(`${inject('baseUrl')}/admin/nonsense`);
    await second.getByRole('heading', { name: 'This page is not in the back office' }).waitFor();

    // Signing out in one tab signs the other out too.
    await second.getByRole('button', { name: `${staff.email} (account menu)` }).click();
    await second.getByRole('menuitem', { name: /log ?out/i }).click();
    await second.waitForURL('**/admin/login');
    await first.waitForURL('**/admin/login');
    await first.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('keeps the console behind the sign-in page', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/admin/applications`);
    await page.waitForURL('**/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.close();
  });
});

import { indiaEvisa } from '@evisa/forms/browser';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { PHONE } from '../support/browser.js';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser.js';
import { createApplication } from '@evisa/test-support';

// A server of its own: these journeys save several applications, and the API limits saves per address and minute.
const own = ownServerAndBrowser('site');

/** Saves the steps of an application that need no upload through the API, as the wizard would; returns its id. */
const savedApplication = (overrides: Record<string, unknown> = {}) =>
  createApplication({ baseUrl: own.server.baseUrl }, overrides, { steps: ['step2', 'step3', 'step4', 'security'] });

describe('the rest of the site in the browser', () => {
  it('resumes a partly filled application by its number, after saying what is wrong with others', async () => {
    const id = await savedApplication({ Surname: 'Haddad' });
    const page = await own.browser.newPage(PHONE);
    await page.goto(`${own.server.baseUrl}/`);
    await page.getByRole('link', { name: 'Complete Partial filled Form' }).click();
    const number = page.getByLabel('Enter your Application Number');
    await number.fill('ABC123');
    // Nothing is said while the number is incomplete; Submit says what is wrong.
    expect(await page.locator('#lookup-message').textContent()).toBe('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please check the application number: it has 17 letters and digits (this one has 6).').waitFor();
    await number.fill('ABCDEFGHJKMNPQRST');
    await page.getByText('Application not found or an error occurred.').waitFor();
    // Typed as people do: lower case, with spaces around.
    await number.fill(` ${id.toLowerCase()} `);
    // Every step without an upload is answered: the application opens at the photograph, with a welcome back.
    await page.waitForURL(`**/Apply5/${id}`);
    await page.getByText('Welcome back.').waitFor();
    await page.getByRole('navigation', { name: 'Application progress' }).getByRole('link', { name: /^1\. / }).click();
    const surname = page.getByLabel('Surname (exactly as in passport)');
    await expect.poll(() => surname.inputValue(), { timeout: 15_000 }).toBe('Haddad');
    await page.close();
  });

  it('sends the contact form and starts a fresh one', async () => {
    const page = await own.browser.newPage(PHONE);
    await page.goto(`${own.server.baseUrl}/contact`);
    await page.getByLabel('Name').fill('Claire Martin');
    await page.getByLabel('Email').fill('claire@example.com');
    await page.getByLabel('Contact Number').fill('+33 6 12 34 56 78');
    await page.getByLabel('Nationality').selectOption('FRANCE');
    await page.getByLabel('Remarks').fill('Can my daughter travel on my application?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').first().waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('');

    // A phone number as people type it is taken.
    expect(await page.getByRole('alert').first().textContent()).toContain('Your message has been sent');
    // Refused by the rules the API checks too: the form is kept and the field says why.
    await page.getByLabel('Name').fill('Claire Martin');
    await page.getByLabel('Email').fill('not an address');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Invalid email format').first().waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Name').inputValue()).toBe('Claire Martin');
    await page.close();
  });

  it('publishes the whole fee table, searchable by nationality and readable on a phone', async () => {
    const page = await own.browser.newPage(PHONE);
    await page.goto(`${own.server.baseUrl}/Visa-Fee-Details`);
    const all = page.getByRole('region', { name: 'All fees by nationality' });
    await all.getByText(/nationalities in 3 fee groups\./).waitFor();
    // The cheapest band first, each visa with its normal and urgent fee.
    const first = all.getByRole('table').first();
    expect(await first.getByRole('row', { name: /eTOURIST VISA · 30 Days/ }).textContent()).toContain('39 USD99 USD');

    await all.getByLabel('Search by nationality').fill('  japan ');
    await all.getByText('1 nationality found.').waitFor();
    expect(await all.getByRole('table').count()).toBe(1);
    expect(await all.getByRole('row', { name: /eBUSINESS VISA/ }).textContent()).toContain('99 USD159 USD');
    await all.getByLabel('Search by nationality').fill('atlantis');
    await all.getByText('No nationality matches “atlantis”.', { exact: false }).waitFor();

    // The nationality picker beside it shows that country's fees alone.
    await page.getByLabel('Your nationality (as in your passport)').selectOption('FRANCE');
    const france = page.getByRole('table', { name: 'Fees for citizens of FRANCE' });
    expect(await france.getByRole('row', { name: /eTOURIST VISA · 5 Year/ }).textContent()).toContain('175 USD235 USD');
    // Nothing overflows the phone's width but the tables' own scroll areas.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();
  });

  it('shows an application id on a phone in whole groups, wherever it appears, and copies it without spaces', async () => {
    const id = await savedApplication();
    const page = await own.browser.newPage(PHONE);
    await page.goto(`${own.server.baseUrl}/Payment/${id}`);
    const summary = page.getByRole('definition').filter({ has: page.locator('.application-id') });
    await summary.first().waitFor();
    // The notice and the payment summary both show it: each group on one line, the whole never wider than the page.
    const shown = await page.locator('.application-id').evaluateAll((ids) =>
      ids.map((element) => ({
        text: element.textContent,
        groups: Array.from(element.querySelectorAll('.application-id__group')).map((group) => ({
          text: group.textContent,
          lines: group.getClientRects().length,
          right: group.getBoundingClientRect().right,
        })),
      })),
    );
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const { text, groups } of shown) {
      expect(text).toBe(id);
      expect(groups.map((group) => group.text).join('')).toBe(id);
      for (const group of groups) {
        expect(group.lines).toBe(1);
        expect(group.right).toBeLessThanOrEqual(390);
      }
    }
    // A selection of the summary's id, as an applicant copies it, is the id without spaces.
    const selected = await summary.first().evaluate((element) => {
      window.getSelection()!.selectAllChildren(element.querySelector('.application-id')!);
      return window.getSelection()!.toString();
    });
    expect(selected).toBe(id);
    await page.close();
  });

  it('explains a later step opened without an id, on a phone and without accessibility violations', async () => {
    const context = await own.browser.newContext({ ...PHONE, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${own.server.baseUrl}/Apply4`);
    await page.getByRole('heading', { name: 'This step needs your application ID' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Start a new application at step 1' }).click();
    await page.waitForURL('**/Apply');
    await page.getByRole('button', { name: 'Save and Continue' }).waitFor();
    await context.close();
  });

  it('can be used with the keyboard alone', async () => {
    const page = await own.browser.newPage();
    await page.goto(`${own.server.baseUrl}/`);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (let presses = 0; presses < 20 && (await focused()) !== 'Apply for E-Visa'; presses += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Apply for E-Visa');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/Apply');
    await page.getByRole('button', { name: 'Save and Continue' }).waitFor();

    // A submit with nothing filled in puts the focus on the first field to fix; arrow keys choose in a group.
    await page.getByRole('button', { name: 'Save and Continue' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Application Type is required').waitFor();
    const first = page.getByLabel('Normal Processing (3 to 5 business days)');
    await expect.poll(() => first.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await first.isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Urgent Processing (48 to 72 business hours)').isChecked()).toBe(true);
    await page.close();
  });

  it('has no serious or critical accessibility violation on any route', async () => {
    const id = await savedApplication();
    const routes = [
      '/',
      '/about',
      '/PrivacyPolicy',
      '/termCondition',
      '/Service',
      '/Faq',
      '/Terms-and-Conditions',
      '/Refund-Policy',
      '/Instruction',
      '/Visa-Fee-Details',
      '/contact',
      '/Partial-Filled',
      '/Visa-Fee',
      '/Steptwo',
      '/Apply',
      ...indiaEvisa.steps.map((step) => `${step.route}/${id}`),
      `/Preview/${id}`,
      `/Payment/${id}`,
      '/no-such-page',
    ];
    // axe's source is handed to the page directly: the site's Content-Security-Policy allows no injected script.
    const context = await own.browser.newContext({ ...PHONE, bypassCSP: true });
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.dismiss());
    const found: string[] = [];
    for (const route of routes) {
      await page.goto(`${own.server.baseUrl}${route}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      // A form shows its messages too, as after a submit with nothing filled in.
      if (route === '/Apply') {
        await page.getByRole('button', { name: 'Save and Continue' }).click();
        await page.getByText('Surname is required').waitFor();
      }
      for (const violation of await axeViolations(page)) found.push(`${route}: ${violation}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});

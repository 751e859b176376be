import { randomBytes } from 'node:crypto';
import { callApi } from '@evisa/test-support';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPage, launchChromium } from '../support/browser.js';
import { adminApi, signIn } from '../support/console.js';

// An editor makes a form of their own in the console, adds its fields with the friendly editor and publishes it;
// the site serves it at its own address at once (no code, no restart), and the API checks and stores what is sent.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const api = adminApi();

/** Chooses an entry of a MUI select. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Adds a field to the draft's first step with the friendly editor. */
async function addField(page: Page, title: string, options: { kind?: string; required?: boolean } = {}) {
  await page.getByRole('button', { name: 'Add field' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Title/).fill(title);
  if (options.kind) await choose(page, dialog.getByLabel('Kind'), options.kind);
  if (options.required) await dialog.getByLabel('Required').check();
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('a form of their own', () => {
  it('an editor creates and publishes a new form in the console; the site serves it and the API checks and stores its answers', async () => {
    const baseUrl = inject('baseUrl');
    const problems: string[] = [];
    const suffix = randomBytes(3).toString('hex');
    const formId = `refund-request-${suffix}`;
    const title = `Refund request ${suffix}`;
    const editor = { email: `forms-${suffix}@e2e.example`, password: `pw-${randomBytes(9).toString('hex')}` };
    await api('POST', '/api/admin/users', { ...editor, role: 'editor' });

    // The editor makes the form: empty, with its own id (its address).
    const console = await freshPage(browser, problems);
    await signIn(console, editor);
    await console.getByRole('menuitem', { name: 'Forms' }).click();
    await console.getByRole('link', { name: 'New form' }).click();
    await console.getByLabel(/^Title/).fill(title);
    await console.getByLabel(/^Id/).fill(formId);
    await console.getByRole('button', { name: 'Save' }).click();
    await console.getByRole('heading', { level: 2, name: 'Draft version 1' }).waitFor();

    // Two fields with the friendly editor: a required order number and an e-mail address.
    await addField(console, 'Order number', { required: true });
    await addField(console, 'E-mail address', { kind: 'E-mail' });
    await console
      .getByRole('list', { name: `Fields of ${title}` })
      .getByText('E-mail address')
      .waitFor();
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await console.getByText('Draft saved.').waitFor();
    await console.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = console.getByRole('dialog');
    await dialog.getByLabel(/^Note/).fill('Our first refund request form');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await console.getByText('Version 1 is published.').waitFor();

    // The site serves it at its own address at once.
    const visitor = await freshPage(browser, problems);
    await visitor.goto(`${baseUrl}/forms/${formId}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByLabel(/^Order number/).fill('A-1042');
    await visitor.getByLabel(/^E-mail address/).fill('not an address');
    await visitor.getByRole('button', { name: 'Send' }).click();
    // A bad value is refused with the form's own message, and nothing is stored.
    await visitor.getByText('Invalid email format').first().waitFor();
    const stored = () =>
      api<Array<{ form_version: number; data: Record<string, unknown> }>>(
        'GET',
        `/api/admin/form-submissions?filter=${encodeURIComponent(JSON.stringify({ form_id: formId }))}`,
      );
    expect(await stored()).toEqual([]);
    // The API refuses it by the same rules (a client that skips the browser's check).
    const refused = await callApi({ baseUrl }, 'POST', `/api/forms/${formId}/submissions`, { Order_number: 'A-1', E_mail_address: 'nope' }).catch(
      (error: Error) => error.message,
    );
    expect(String(refused)).toMatch(/400.*Invalid email format/);

    await visitor.getByLabel(/^E-mail address/).fill('claire@example.com');
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.getByText('Thank you: your answers have been sent.').waitFor();
    expect(await stored()).toEqual([
      expect.objectContaining({ form_version: 1, data: { Order_number: 'A-1042', E_mail_address: 'claire@example.com' } }),
    ]);

    expect(problems).toEqual([]);
    for (const page of [console, visitor]) await page.context().close();
  });
});

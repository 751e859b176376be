import { indiaEvisa } from '@evisa/forms/browser';
import { validApplication } from '@evisa/forms/fixtures';
import { createApplication } from '@evisa/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { launchChromium, PHONE } from '../support/browser.js';
import { fillStep } from '../support/journey.js';

// Issue 13, on a phone: clean steps, resume where one left off, no payment for an incomplete form, no lost typing.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const SKU = /[2-9A-HJKMNP-Z]{17}/;
const [, step2, step3, step4] = indiaEvisa.steps;

let clientCount = 0;
/** An application saved through the API with the given steps answered after step 1 (each test from an address of its own). */
const savedApplication = (steps: string[]): Promise<string> =>
  createApplication({ baseUrl: inject('baseUrl'), client: `10.13.${++clientCount}.${Math.floor(Math.random() * 250) + 1}` }, {}, { steps });

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const shownMessages = (page: Page) => page.locator('.field__errors li, [aria-invalid="true"]').count();

const newPhonePage = (): Promise<Page> => browser.newPage(PHONE);

describe('the journey on a phone', () => {
  it('after a refused submit the next step opens clean, its heading focused, its first field on screen', async () => {
    const page = await newPhonePage();
    await page.goto(`${inject('baseUrl')}/Apply`);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByText('Surname is required').waitFor();
    expect(await shownMessages(page)).toBeGreaterThan(0);

    await fillStep(page, 'step1', validApplication());
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(new RegExp(`/Apply2/${SKU.source}$`));
    await page.getByRole('heading', { level: 1, name: step2!.title }).waitFor();
    await page.getByRole('button', { name: step2!.submitLabel }).waitFor();

    expect(await shownMessages(page)).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'Please correct the fields' }).count()).toBe(0);
    await expect.poll(() => focusedId(page)).toBe('step-title');
    // The earlier answers are folded away: the step's first question is on the first screen.
    const firstField = await page.locator('.step-form input, .step-form select, .step-form textarea').first().boundingBox();
    expect(firstField!.y + firstField!.height).toBeLessThanOrEqual(PHONE.viewport.height);
    // The save toast sits clear of the header and its menu.
    const toast = await page.getByRole('alert').filter({ hasText: /saved/i }).first().boundingBox();
    const header = await page.locator('.site-header').boundingBox();
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    // A touched field speaks once left, and only that one.
    await page.locator('#root_Town_Cit_of_birth').fill('');
    await page.locator('#root_Town_Cit_of_birth').blur();
    await expect.poll(() => page.locator('.field__errors li').count()).toBe(1);
    await page.close();
  });

  it('the e-mailed link and the lookup resume at step 4 with a welcome back and a progress bar that tells the steps apart', async () => {
    const skuId = await savedApplication(['step2', 'step3']);
    const page = await newPhonePage();
    await page.goto(`${inject('baseUrl')}/Apply/${skuId}`);
    await page.waitForURL(`**${step4!.route}/${skuId}`);
    await page.getByRole('heading', { level: 1, name: step4!.title }).waitFor();
    await page.getByText('Welcome back.').waitFor();
    await expect.poll(() => focusedId(page)).toBe('step-title');

    const progress = page.getByRole('navigation', { name: 'Application progress' });
    for (const step of [indiaEvisa.steps[0]!, step2!, step3!]) {
      await progress.getByRole('link', { name: `${step.title} (completed)` }).waitFor();
    }
    expect(await progress.getByText(`4. ${step4!.title} (you are here)`).count()).toBe(1);
    // Not reached yet: no link.
    expect(await progress.getByRole('link', { name: new RegExp(indiaEvisa.steps[4]!.title) }).count()).toBe(0);

    // Any reached step is one tap away, step 1 included (not the resume landing again).
    await progress.getByRole('link', { name: `${indiaEvisa.steps[0]!.title} (completed)` }).click();
    await page.waitForURL(`**/Apply/${skuId}`);
    await page.getByRole('button', { name: 'Save and Continue' }).waitFor();

    // The lookup lands there too.
    await page.goto(`${inject('baseUrl')}/Partial-Filled`);
    await page.getByLabel('Enter your Application Number').fill(skuId);
    await page.waitForURL(`**${step4!.route}/${skuId}`, { timeout: 15_000 });
    await page.getByText('Welcome back.').waitFor();
    await page.close();
  });

  it('an incomplete application cannot be paid: Preview and Payment list what is missing, with links, and Pay is disabled', async () => {
    const skuId = await savedApplication([]);
    const page = await newPhonePage();
    await page.goto(`${inject('baseUrl')}/Preview/${skuId}`);
    const missing = page.getByRole('region', { name: 'Steps to complete' });
    await missing.getByRole('link', { name: step2!.title }).waitFor();
    expect(await missing.textContent()).toContain(step4!.title);
    expect(await missing.locator('.incomplete-steps__errors li').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Save And Continue' }).count()).toBe(0);

    await page.goto(`${inject('baseUrl')}/Payment/${skuId}`);
    // Every way to pay (PayPal's test button, the test card's) is disabled.
    const pay = page.getByRole('button', { name: /^Pay \d+\.\d\d USD/ });
    await pay.first().waitFor();
    expect(await pay.count()).toBe(2);
    for (const button of await pay.all()) expect(await button.isDisabled()).toBe(true);
    await page.getByText('You can pay once every step listed at the top of this page is answered.').waitFor();
    await page.getByRole('region', { name: 'Steps to complete' }).getByRole('link', { name: step2!.title }).click();
    await page.waitForURL(`**${step2!.route}/${skuId}`);
    await page.getByRole('heading', { level: 1, name: step2!.title }).waitFor();
    await page.close();
  });

  it('a new visa service names the steps that need answers now', async () => {
    const skuId = await savedApplication(['step2', 'step3', 'step4']);
    const page = await newPhonePage();
    await page.goto(`${inject('baseUrl')}/Apply/${skuId}`);
    await page.waitForURL(`**/Apply5/${skuId}`);
    await page.getByRole('navigation', { name: 'Application progress' }).getByRole('link', { name: /^1\. / }).click();
    await page.getByRole('button', { name: 'Save and Continue' }).waitFor();
    await page.getByLabel('eBUSINESS VISA').check();
    await page.getByLabel('Attend Technical/Business Meetings').check();
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(`**/Apply2/${skuId}`);
    const notice = page.getByRole('alert').filter({ hasText: 'Your change means these steps need answers now:' });
    await notice.getByRole('link', { name: step4!.title }).waitFor();
    await page.close();
  });

  it('unsaved answers survive a reload, and leaving the step asks first', async () => {
    const skuId = await savedApplication(['step2']);
    const page = await newPhonePage();
    page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
    await page.goto(`${inject('baseUrl')}/Apply2/${skuId}`);
    const town = page.locator('#root_Town_Cit_of_birth');
    await expect.poll(() => town.inputValue(), { timeout: 15_000 }).toBe('Lyon');
    await town.fill('Lyon Presqu’île');

    // Leaving within the site asks; dismissed, the applicant stays with the answer.
    const asked = page.waitForEvent('dialog');
    await page.getByRole('navigation', { name: 'Application progress' }).getByRole('link', { name: /^1\. / }).click();
    expect((await asked).message()).toContain('not saved yet');
    expect(new URL(page.url()).pathname).toBe(`/Apply2/${skuId}`);

    await page.reload();
    const offer = page.getByRole('region', { name: 'Unsaved answers' });
    await offer.getByRole('button', { name: 'Restore my answers' }).click();
    await expect.poll(() => town.inputValue()).toBe('Lyon Presqu’île');
    // Saved, the answer is no longer kept on the device.
    await page.getByRole('button', { name: step2!.submitLabel }).click();
    await page.waitForURL(`**/Apply3/${skuId}`);
    await page.goto(`${inject('baseUrl')}/Apply2/${skuId}`);
    await expect.poll(() => town.inputValue(), { timeout: 15_000 }).toBe('Lyon Presqu’île');
    expect(await page.getByRole('region', { name: 'Unsaved answers' }).count()).toBe(0);
    await page.close();
  });

  it('a step saved meanwhile in another tab is reported instead of overwritten', async () => {
    const skuId = await savedApplication(['step2']);
    const context = await browser.newContext(PHONE);
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first, second]) {
      await page.goto(`${inject('baseUrl')}/Apply2/${skuId}`);
      await expect.poll(() => page.locator('#root_Town_Cit_of_birth').inputValue(), { timeout: 15_000 }).toBe('Lyon');
    }
    await first.locator('#root_Town_Cit_of_birth').fill('Marseille');
    await first.getByRole('button', { name: step2!.submitLabel }).click();
    await first.waitForURL(`**/Apply3/${skuId}`);

    // The other tab hears of it at once…
    const notice = second.getByRole('alert').filter({ hasText: 'This step was saved in another tab or on another device' });
    await notice.getByRole('button', { name: 'Keep my answers here' }).click();
    // …and a save over it is refused, not silent.
    await second.locator('#root_Town_Cit_of_birth').fill('Nice');
    await second.getByRole('button', { name: step2!.submitLabel }).click();
    await notice.getByRole('button', { name: 'Save my answers from here' }).waitFor();
    expect(new URL(second.url()).pathname).toBe(`/Apply2/${skuId}`);
    await notice.getByRole('button', { name: 'Show the answers saved there' }).click();
    await expect.poll(() => second.locator('#root_Town_Cit_of_birth').inputValue()).toBe('Marseille');
    await context.close();
  });

  it('every step, the preview and the payment page are axe clean on a phone', async () => {
    const skuId = await savedApplication(['step2', 'step3', 'step4']);
    // axe's source is handed to the page directly: the site's Content-Security-Policy allows no injected script.
    const context = await browser.newContext({ ...PHONE, bypassCSP: true });
    const page = await context.newPage();
    const found: string[] = [];
    const paths = ['/Apply', ...indiaEvisa.steps.slice(1).map((step) => `${step.route}/${skuId}`), `/Preview/${skuId}`, `/Payment/${skuId}`];
    for (const path of paths) {
      await page.goto(`${inject('baseUrl')}${path}`);
      // Ready: a step's submit button, the preview's actions or the payment's button.
      await page.locator('.form-actions button, .preview__actions, .payment__buttons button').first().waitFor({ timeout: 15_000 });
      found.push(...(await axeViolations(page)).map((violation) => `${path}: ${violation}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

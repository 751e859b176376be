import { indiaEvisa, queryForm } from '@evisa/forms/browser';
import { createApplication } from '@evisa/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { launchChromium, PHONE } from '../support/browser.js';
import { adminApi, signIn } from '../support/console.js';

// Issue 30: an applicant on step 4, on a phone, asks from the help panel; staff answer from the console's live queue;
// the answer shows in the panel within a second, the applicant never leaving the step.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const admin = adminApi();
const caller = () => ({ baseUrl: inject('baseUrl'), client: `10.30.1.${Math.floor(Math.random() * 250) + 1}` });
const step4 = indiaEvisa.steps[3]!;

describe('live help', () => {
  it('asked on a phone at step 4, answered in the console, read within a second on the same step', async () => {
    const baseUrl = inject('baseUrl');
    const skuId = await createApplication(caller(), {}, { steps: ['step2', 'step3'] });
    const staff = { email: `live-help.${Date.now()}@e2e.example`, password: 'staff password 1234' };
    await admin('POST', '/api/admin/users', { ...staff, role: 'staff' });

    // The applicant is in a field of step 4, then opens the panel by the keyboard and asks.
    const phone = await browser.newPage(PHONE);
    const stepUrl = `${baseUrl}${step4.route}/${skuId}`;
    await phone.goto(stepUrl);
    await phone.getByRole('heading', { level: 1, name: step4.title }).waitFor();
    await phone.locator('#root_Reference_name_in_india').focus();
    const toggle = phone.getByRole('button', { name: 'Live help' });
    await toggle.focus();
    await phone.keyboard.press('Enter');
    const panel = phone.getByRole('dialog', { name: 'Live help' });
    await panel.waitFor();
    // The question box has the focus (given by an effect once the panel is drawn): the applicant types at once.
    await expect.poll(() => phone.evaluate(() => document.activeElement?.id)).toBe('live-help-text');
    const question = 'Do I give a hotel as my reference in India?';
    await phone.keyboard.type(question);
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByRole('log', { name: 'Conversation' }).getByText(question).waitFor();
    // Fits the phone's width, and passes the accessibility checks with the panel open.
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(phone)).toEqual([]);

    // Staff see it first in the queue, with where it was asked, and open it.
    const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(desk, staff, baseUrl);
    await desk.getByRole('link', { name: /Live help: [1-9]\d* waiting for an answer/ }).click();
    const row = desk.getByRole('row').filter({ hasText: question });
    const referenceTitle = queryForm(indiaEvisa).fields.find(({ name }) => name === 'Reference_name_in_india')!.title;
    await row.getByText(`Step ${indiaEvisa.steps.indexOf(step4) + 1}: ${step4.title} · ${referenceTitle}`).waitFor();
    await row.getByText(/Waiting/).waitFor();
    await row.getByText(question).click();
    await desk.getByRole('region', { name: 'Conversation' }).getByText(question).waitFor();
    await desk.getByRole('region', { name: 'Details' }).getByRole('link', { name: skuId }).waitFor();

    const answer = 'Yes: the hotel’s name, address and phone number will do.';
    await desk.getByRole('textbox', { name: 'Answer', exact: true }).fill(answer);
    // The moment the answer is drawn in the phone's panel, by the phone's own clock (the same machine's as this one).
    await phone.evaluate((text) => {
      const log = document.querySelector('[role=log]')!;
      new MutationObserver((_changes, observer) => {
        if (!log.textContent?.includes(text)) return;
        (window as unknown as { answeredAt: number }).answeredAt = Date.now();
        observer.disconnect();
      }).observe(log, { childList: true, subtree: true, characterData: true });
    }, answer);
    const sentAt = Date.now();
    await desk.getByRole('button', { name: 'Send answer' }).click();

    // On the phone, still on step 4: the answer appears by itself, within a second of the staff's click.
    await panel.getByText(answer).waitFor({ timeout: 5000 });
    const answeredAt = await phone.evaluate(() => (window as unknown as { answeredAt: number }).answeredAt);
    expect(answeredAt - sentAt).toBeLessThan(1000);
    expect(phone.url()).toBe(stepUrl);
    await panel.getByText('Our team:').waitFor();

    // Closed with Escape, the focus goes back to the button; the conversation stays after a reload, all of it seen.
    await phone.keyboard.press('Escape');
    expect(await panel.count()).toBe(0);
    await expect.poll(() => phone.evaluate(() => document.activeElement?.textContent)).toContain('Live help');
    await phone.reload();
    const button = phone.getByRole('button', { name: /^Live help/ });
    await button.waitFor();
    expect(await button.textContent()).toBe('Live help');

    // A further answer while the panel is closed: the button counts it, live.
    await desk.getByRole('textbox', { name: 'Answer', exact: true }).fill('Anything else I can help with?');
    await desk.getByRole('button', { name: 'Send answer' }).click();
    await phone.getByRole('button', { name: /^Live help\W+1 new answer$/ }).waitFor({ timeout: 5000 });
    await button.click();
    await phone.getByRole('dialog', { name: 'Live help' }).getByText(answer).waitFor();
    await phone.getByRole('dialog', { name: 'Live help' }).getByText('Anything else I can help with?').waitFor();

    // The applicant's reply reaches the conversation's page in the console without a reload.
    await phone.getByLabel('Your question').fill('No, thank you!');
    await phone.getByRole('button', { name: 'Send' }).click();
    await desk.getByRole('region', { name: 'Conversation' }).getByText('No, thank you!').waitFor({ timeout: 5000 });

    // The console's queue: waiting again, the applicant on the site.
    await desk.goto(`${baseUrl}/admin/live-help`);
    const again = desk.getByRole('row').filter({ hasText: 'No, thank you!' });
    await again.getByText(/Waiting/).waitFor();
    await again.getByText('On the site').waitFor();
    // And the application's page lists it, one click from there.
    await desk.goto(`${baseUrl}/admin/applications/${skuId}/show`);
    await desk.getByRole('region', { name: 'Live help (1)' }).getByText('No, thank you!').click();
    await desk.getByRole('region', { name: 'Conversation' }).getByText(question).waitFor();
    await Promise.all([phone.close(), desk.close()]);
  });
});

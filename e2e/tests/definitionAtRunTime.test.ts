import { validStep1 } from '@evisa/forms/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordPageProblems } from '../support/browser.js';
import { adminApi } from '../support/console.js';
import { changedDraft, priceNationality, publishedVersion, type DefinitionFiles, type DefinitionVersion } from '../support/formDefinitions.js';
import { fillStep1, openFirstStep } from '../support/journey.js';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser.js';

// The site reads the form definition at run time: what an editor publishes reaches a new visitor with no build
// and no restart, while an application keeps the version it was started on. On a server of its own: what it
// publishes never reaches the journeys running beside it.

const own = ownServerAndBrowser('definition-at-run-time');
const api = adminApi(() => own.server.baseUrl);

/** Publishes a copy of `from` changed by `change`, as an editor does: a draft, its files saved, then published. */
async function publishChanged(
  from: DefinitionVersion,
  change: (files: DefinitionFiles) => void,
  note: string,
  newNationalities: string[] = [],
): Promise<number> {
  const draftId = await changedDraft(api, from, change, note);
  for (const nationality of newNationalities) await priceNationality(api, nationality);
  return (await api('POST', `/api/admin/form-definitions/${draftId}/publish`, { note })).version;
}

/** A page of a new visitor, failing the test on a script the page's CSP refused or an error in the page. */
async function visitor(): Promise<{ page: Page; problems: string[]; validatorModules: string[] }> {
  const context = await own.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  const validatorModules: string[] = [];
  recordPageProblems(page, problems);
  page.on('request', (request) => {
    if (request.url().includes('/validators/')) validatorModules.push(new URL(request.url()).pathname);
  });
  return { page, problems, validatorModules };
}

describe('a definition published while the site runs', () => {
  it('reaches a new visitor at once, keeps applications on their version, and a roll-back takes it away again', async () => {
    const baseUrl = own.server.baseUrl;
    const before = await publishedVersion(api);
    const started = await api('POST', '/api/india/create-application', validStep1());
    const earlier: string = started.data.sku_id;

    const withNickname = await publishChanged(
      before,
      (files) => {
        const step1 = files['steps/step1.schema.json'] as { properties: Record<string, unknown> };
        step1.properties.Nickname = { type: 'string', title: 'Nickname (optional)', maxLength: 40 };
        const nationalities = files['lists/nationalities.json'] as { enum: string[] };
        nationalities.enum = [...nationalities.enum, 'ATLANTIS'];
      },
      'A nickname and Atlantis',
      ['ATLANTIS'],
    );

    // A new visitor: the question and the nationality are there, with no build or restart.
    const { page, problems, validatorModules } = await visitor();
    await page.goto(`${baseUrl}/Apply`);
    await page.getByLabel('Nickname (optional)').waitFor();
    await fillStep1(page, {
      surname: 'Halvorsen',
      givenName: 'Ingrid',
      nationality: 'ATLANTIS',
      dateOfBirth: '1985-03-02',
      email: 'ingrid@example.com',
      phone: '4791234567',
      arrivesInDays: 20,
    });
    await page.getByLabel('Nickname (optional)').fill('Inga');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(/\/Apply2\/[2-9A-HJKMNP-Z]{17}$/);
    const skuId = page.url().split('/').pop()!;
    const stored = (await api('GET', `/api/india/View-application/${skuId}`)).data;
    expect(stored).toMatchObject({ Nickname: 'Inga', Nationality: 'ATLANTIS', form_version: withNickname });
    // The step's rules came from the API as a module, under the page's CSP (script-src 'self', no eval).
    expect(validatorModules).toContain(`/api/forms/india-evisa/versions/${withNickname}/validators/step1.js`);

    // The Preview shows the new answer.
    await page.goto(`${baseUrl}/Preview/${skuId}`);
    await page.getByText('Nickname (optional)').waitFor();
    expect(await page.getByText('Inga', { exact: true }).isVisible()).toBe(true);

    // The application started before keeps the questions it was started with.
    await openFirstStep(page, baseUrl, earlier);
    await page.getByRole('button', { name: 'Save and Continue' }).waitFor();
    expect(await page.getByLabel('Nickname (optional)').count()).toBe(0);

    // Roll-back: the earlier version published again; new applications no longer offer the question.
    await api('POST', `/api/admin/form-definitions/${before.id}/publish`, { note: 'Roll back the nickname' });
    const { page: next, problems: nextProblems } = await visitor();
    await next.goto(`${baseUrl}/Apply`);
    await next.getByRole('button', { name: 'Save and Continue' }).waitFor();
    expect(await next.getByLabel('Nickname (optional)').count()).toBe(0);
    expect(await next.getByLabel('Nationality').locator('option', { hasText: 'ATLANTIS' }).count()).toBe(0);

    // ... while the application made on the rolled-back version keeps its answers and questions.
    await openFirstStep(next, baseUrl, skuId);
    const nickname = next.getByLabel('Nickname (optional)');
    await expect.poll(() => nickname.inputValue(), { timeout: 15_000 }).toBe('Inga');

    expect([...problems, ...nextProblems]).toEqual([]);
    await page.context().close();
    await next.context().close();
  });
});

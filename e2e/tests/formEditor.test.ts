import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, signIn } from '../support/console.js';
import { launchChromium, recordPageProblems } from '../support/browser.js';
import { changedDraft, publishedVersion } from '../support/formDefinitions.js';
import { fillStep1, openFirstStep } from '../support/journey.js';
import { ADMIN } from '../support/server.js';

// An editor changes the form in the console with the friendly editor only (no JSON), previews and publishes it;
// an applicant gets it at once; a roll-back takes it away from new applications while a started one keeps it.
// The new question is optional, so the other journeys on this server are not affected while it is published.

const HOTEL = 'Hotel name (optional)';
const NATION = 'ATLANTIS';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const api = adminApi();

/** A page of its own (a fresh visitor or staff member), failing the test on an error in the page or a CSP refusal. */
async function freshPage(problems: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  recordPageProblems(page, problems);
  return page;
}

/** Publishes (or rolls back) from the console: the note dialog, then the confirmation the console shows. */
async function publishWithNote(page: Page, button: string, confirm: string, note: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Note/).fill(note);
  await dialog.getByRole('button', { name: confirm }).click();
}

describe('the form editor', () => {
  it('adds a field and a nationality without JSON, previews and publishes; applicants get them; a roll-back takes them away', async () => {
    const baseUrl = inject('baseUrl');
    const problems: string[] = [];
    const before = await publishedVersion(api);
    const editor = { email: `editor-${randomBytes(4).toString('hex')}@e2e.example`, password: `pw-${randomBytes(9).toString('hex')}` };
    await api('POST', '/api/admin/users', { ...editor, role: 'editor' });

    // The editor opens a draft from the published version.
    const editorPage = await freshPage(problems);
    await signIn(editorPage, editor);
    await editorPage.getByRole('menuitem', { name: 'Form definitions' }).click();
    const publishedRow = editorPage.locator('tbody tr', { has: editorPage.getByText('Published', { exact: true }) });
    await publishedRow.getByRole('button', { name: 'New draft' }).click();
    await editorPage.getByRole('dialog').getByLabel(/^Note/).fill('Asks for the hotel; adds Atlantis');
    await editorPage.getByRole('dialog').getByRole('button', { name: 'Open draft' }).click();
    await editorPage.getByRole('heading', { level: 2, name: /^Draft version \d+$/ }).waitFor();

    // An optional field on step 1, with the friendly editor.
    await editorPage.getByRole('button', { name: 'Add field' }).click();
    const add = editorPage.getByRole('dialog');
    await add.getByLabel(/^Title/).fill(HOTEL);
    await add.getByRole('button', { name: 'Add field' }).click();
    await editorPage.getByRole('list', { name: 'Fields of e-Visa Application' }).getByText(HOTEL).waitFor();

    // A nationality, in the list editor.
    await editorPage.getByRole('tab', { name: 'Lists' }).click();
    await editorPage.getByRole('list', { name: 'Lists' }).getByText('Nationality', { exact: true }).click();
    await editorPage.getByLabel('New entry').fill(NATION);
    await editorPage.getByRole('button', { name: 'Add', exact: true }).click();
    await editorPage.getByRole('list', { name: 'Entries of Nationality' }).getByText(NATION, { exact: true }).waitFor();
    await editorPage.getByRole('button', { name: 'Save' }).click();
    await editorPage.getByText('Draft saved.').waitFor();

    // The preview is the applicant's step: the new field is there, and answering opens the conditional branch.
    await editorPage.getByRole('tab', { name: 'Fields' }).click();
    const preview = editorPage.getByRole('region', { name: 'Preview of e-Visa Application' });
    await preview.getByLabel(HOTEL).waitFor();
    expect(await preview.locator('#root_Nationality').locator('option', { hasText: NATION }).count()).toBe(1);
    expect(await preview.getByText('Visa duration').count()).toBe(0);
    await preview.getByLabel('eTOURIST VISA').check();
    await preview.getByText('Visa duration').first().waitFor();

    await publishWithNote(editorPage, 'Publish', 'Publish', 'Hotel question and Atlantis');
    await editorPage.getByText(/^Version \d+ is published\.$/).waitFor();
    const withHotel = await publishedVersion(api);
    expect(withHotel.version).toBeGreaterThan(before.version);

    // A new applicant sees the field and the nationality, and saves them.
    const applicant = await freshPage(problems);
    await applicant.goto(`${baseUrl}/Apply`);
    await applicant.getByLabel(HOTEL).waitFor();
    await fillStep1(applicant, {
      surname: 'Okonkwo',
      givenName: 'Adaeze',
      nationality: NATION,
      dateOfBirth: '1990-07-14',
      email: 'adaeze@example.com',
      phone: '2348012345678',
      arrivesInDays: 25,
    });
    await applicant.getByLabel(HOTEL).fill('Lakeside Inn');
    await applicant.getByRole('button', { name: 'Save and Continue' }).click();
    await applicant.waitForURL(/\/Apply2\/[2-9A-HJKMNP-Z]{17}$/);
    const skuId = applicant.url().split('/').pop()!;
    const stored = (await api('GET', `/api/india/View-application/${skuId}`)).data;
    expect(stored).toMatchObject({ Hotel_name_optional: 'Lakeside Inn', Nationality: NATION, form_version: withHotel.version });

    // They appear on the Preview ...
    await applicant.goto(`${baseUrl}/Preview/${skuId}`);
    await applicant.getByText(HOTEL).waitFor();
    expect(await applicant.getByText('Lakeside Inn', { exact: true }).isVisible()).toBe(true);

    // ... and in the editorPage, for staff.
    const staff = await freshPage(problems);
    await signIn(staff, ADMIN);
    await staff.goto(`${baseUrl}/admin/applications/${skuId}/show`);
    const details = staff.getByRole('region', { name: 'Applicant Details' });
    await details.getByText(HOTEL).waitFor();
    expect(await details.getByText('Lakeside Inn', { exact: true }).isVisible()).toBe(true);
    expect(await details.getByText(NATION, { exact: true }).first().isVisible()).toBe(true);

    // The editor rolls back to the version before, with a note.
    await editorPage.goto(`${baseUrl}/admin/form-definitions/${before.id}/show`);
    await publishWithNote(editorPage, 'Roll back to this version', 'Roll back', 'Hotel question withdrawn');
    await editorPage.getByText(new RegExp(`^Version ${before.version} is published again as version \\d+\\.$`)).waitFor();
    await editorPage.getByRole('list', { name: 'History' }).getByText('“Hotel question withdrawn”').waitFor();

    // New applications no longer offer them ...
    const next = await freshPage(problems);
    await next.goto(`${baseUrl}/Apply`);
    await next.getByRole('button', { name: 'Save and Continue' }).waitFor();
    expect(await next.getByLabel(HOTEL).count()).toBe(0);
    expect(await next.locator('#root_Nationality').locator('option', { hasText: NATION }).count()).toBe(0);

    // ... while the application started on the rolled-back version keeps its answers.
    await openFirstStep(next, baseUrl, skuId);
    await expect.poll(() => next.getByLabel(HOTEL).inputValue(), { timeout: 15_000 }).toBe('Lakeside Inn');
    expect(await next.locator('#root_Nationality option:checked').textContent()).toBe(NATION);

    expect(problems).toEqual([]);
    for (const page of [editorPage, applicant, staff, next]) await page.context().close();
  });

  it("previews a step in the applicant site's look, form-ui's stylesheet shipped with the console", async () => {
    const problems: string[] = [];
    const draftId = await changedDraft(api, await publishedVersion(api), () => {}, 'Looked at');

    const page = await freshPage(problems);
    await signIn(page, ADMIN);
    await page.goto(`${inject('baseUrl')}/admin/form-definitions/${draftId}`);
    const preview = page.getByRole('region', { name: 'Preview of e-Visa Application' });
    const nationality = preview.locator('#root_Nationality');
    await nationality.waitFor();
    // The site's field (form-ui's .form-control: 44 px high, rounded) on the site's card (.step-form), not the
    // browser's bare select.
    const style = await nationality.evaluate((select) => {
      const { minHeight, borderRadius } = getComputedStyle(select);
      return { minHeight, borderRadius, card: getComputedStyle(select.closest('.step-form')!).boxShadow };
    });
    expect(style).toMatchObject({ minHeight: '44px', borderRadius: '6px' });
    expect(style.card).not.toBe('none');

    // The stylesheet is the console's page-wide, yet styles only form-ui's markup: beside the palette (custom
    // properties on :root), no rule of it matches an element of react-admin's layout.
    const outside = await page.evaluate(() => {
      const sheet = Array.from(document.styleSheets).find((candidate) =>
        Array.from(candidate.cssRules).some((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.step-form'),
      )!;
      const rules = Array.from(sheet.cssRules).flatMap((rule) => (rule instanceof CSSMediaRule ? Array.from(rule.cssRules) : [rule]));
      return rules
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText !== ':root')
        .flatMap((rule) =>
          Array.from(document.querySelectorAll(rule.selectorText))
            .filter((element) => !element.closest('.step-form'))
            .map((element) => `${rule.selectorText}: <${element.localName}>`),
        );
    });
    expect(outside).toEqual([]);

    // Each field's title ends before the row's arrows: a long one wraps rather than run under them.
    const underArrows = await page.getByRole('list', { name: 'Fields of e-Visa Application' }).evaluate((list) =>
      Array.from(list.querySelectorAll('li')).flatMap((row) => {
        const title = row.querySelector('.MuiListItemText-primary')!;
        const arrows = row.querySelector('.MuiListItemSecondaryAction-root')!;
        return title.getBoundingClientRect().right > arrows.getBoundingClientRect().left ? [title.textContent] : [];
      }),
    );
    expect(underArrows).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
    await api('DELETE', `/api/admin/form-definitions/${draftId}`);
  });

  it('checks a draft and shows a problem at its place in the JSON editor, under the page CSP', async () => {
    const problems: string[] = [];
    const draftId = await changedDraft(
      api,
      await publishedVersion(api),
      (files) => {
        files['form.json'] = { ...files['form.json'], colour: 'blue' };
      },
      'A stray setting',
    );

    const page = await freshPage(problems);
    await signIn(page, ADMIN);
    await page.goto(`${inject('baseUrl')}/admin/form-definitions/${draftId}`);
    await page.getByRole('button', { name: 'Check' }).click();
    const results = page.getByRole('region', { name: 'Check results' });
    await results.getByText('"colour" is not a known setting here').waitFor();
    await results.getByRole('button', { name: 'Show' }).click();

    const editor = page.getByRole('textbox', { name: 'JSON of form.json' });
    await editor.waitFor();
    await expect.poll(() => editor.textContent()).toContain('"id": "india-evisa"');
    await expect.poll(() => page.locator('.cm-lintRange-error').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
    await api('DELETE', `/api/admin/form-definitions/${draftId}`);
  });
});

import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, signIn } from '../support/console.js';
import { freshPage } from '../support/browser.js';
import { changedDraft, priceNationality, publishedVersion, type DefinitionFiles } from '../support/formDefinitions.js';
import { fillStep1, openFirstStep } from '../support/journey.js';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser.js';
import { ADMIN } from '../support/server.js';

// An editor changes the form in the console with the friendly editor only (no JSON), previews and publishes it;
// an applicant gets it at once; a roll-back takes it away from new applications while a started one keeps it.
// On a server of its own: what it publishes never reaches the journeys running beside it.

const HOTEL = 'Hotel name (optional)';
const WEDDING = 'Wedding place';
const WEDDING_NAME = 'Wedding_place';
const NATION = 'ATLANTIS';

const own = ownServerAndBrowser('form-editor');
const api = adminApi(() => own.server.baseUrl);

/** Publishes (or rolls back) from the console: the note dialog, then the confirmation the console shows. */
async function publishWithNote(page: Page, button: string, confirm: string, note: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Note/).fill(note);
  await dialog.getByRole('button', { name: confirm }).click();
}

/** Picks an option of an autocomplete by typing part of it. */
async function pick(page: Page, input: Locator, option: string) {
  await input.click();
  await input.fill(option);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Chooses an entry of a MUI select. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

describe('the form editor', () => {
  it('adds a field and a nationality without JSON, previews and publishes; applicants get them; a roll-back takes them away', async () => {
    const baseUrl = own.server.baseUrl;
    const problems: string[] = [];
    const before = await publishedVersion(api);
    const editor = { email: `editor-${randomBytes(4).toString('hex')}@e2e.example`, password: `pw-${randomBytes(9).toString('hex')}` };
    await api('POST', '/api/admin/users', { ...editor, role: 'editor' });

    // The editor opens a draft from the published version.
    const editorPage = await freshPage(own.browser, problems);
    await signIn(editorPage, editor, own.server.baseUrl);
    await editorPage.getByRole('menuitem', { name: 'Form definitions' }).click();
    // The application's published version (the contact form has one too).
    const publishedRow = editorPage
      .locator('tbody tr', { has: editorPage.getByText('Published', { exact: true }) })
      .filter({ hasText: 'e-Visa Application' });
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

    // Every language the form offers is required for publishing: the editor translates the two new texts in each.
    await editorPage.getByRole('tab', { name: 'Translations' }).click();
    await editorPage.getByRole('switch', { name: 'Only missing' }).check();
    const translations = {
      French: [`e-Visa Application › ${HOTEL}`, 'Nom de l’hôtel (facultatif)', `List 'Nationality' › ${NATION}`, 'ATLANTIDE'],
      Arabic: [`e-Visa Application › ${HOTEL}`, 'اسم الفندق (اختياري)', `List 'Nationality' › ${NATION}`, 'أتلانتس'],
      German: [`e-Visa Application › ${HOTEL}`, 'Name des Hotels (optional)', `List 'Nationality' › ${NATION}`, 'ATLANTIS'],
      Spanish: [`e-Visa Application › ${HOTEL}`, 'Nombre del hotel (opcional)', `List 'Nationality' › ${NATION}`, 'ATLÁNTIDA'],
      Russian: [`e-Visa Application › ${HOTEL}`, 'Название отеля (необязательно)', `List 'Nationality' › ${NATION}`, 'АТЛАНТИДА'],
      Chinese: [`e-Visa Application › ${HOTEL}`, '酒店名称（选填）', `List 'Nationality' › ${NATION}`, '亚特兰蒂斯'],
    };
    for (const [language, [hotel, hotelText, nation, nationText]] of Object.entries(translations)) {
      await editorPage
        .getByRole('list', { name: 'Languages' })
        .getByText(new RegExp(`^${language} \\(`))
        .click();
      for (const [where, text] of [
        [hotel, hotelText],
        [nation, nationText],
      ] as const) {
        const box = editorPage.getByRole('textbox', { name: `${language}: ${where}` });
        await box.fill(text!);
        await box.press('Tab');
        await box.waitFor({ state: 'detached' });
      }
    }
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

    await priceNationality(api, NATION);

    await publishWithNote(editorPage, 'Publish', 'Publish', 'Hotel question and Atlantis');
    await editorPage.getByText(/^Version \d+ is published\.$/).waitFor();
    const withHotel = await publishedVersion(api);
    expect(withHotel.version).toBeGreaterThan(before.version);

    // A new applicant sees the field and the nationality, and saves them.
    const applicant = await freshPage(own.browser, problems);
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
    const staff = await freshPage(own.browser, problems);
    await signIn(staff, ADMIN, own.server.baseUrl);
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
    const next = await freshPage(own.browser, problems);
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

  it('builds a two-field condition with the builder, undoes a change, publishes; the preview shows the field only when both hold', async () => {
    const baseUrl = own.server.baseUrl;
    const problems: string[] = [];
    const before = await publishedVersion(api);
    const draftId = await changedDraft(api, before, () => {}, 'Wedding place for married students');

    const page = await freshPage(own.browser, problems);
    await signIn(page, ADMIN, own.server.baseUrl);
    await page.goto(`${baseUrl}/admin/form-definitions/${draftId}`);
    await page.getByRole('tab', { name: /Address, family and profession details/ }).click();
    await page.getByRole('button', { name: 'Add field' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Title/)
      .fill(WEDDING);
    await page.getByRole('dialog').getByRole('button', { name: 'Add field' }).click();
    const properties = page.getByRole('region', { name: `Properties of ${WEDDING}` });
    await properties.waitFor();

    // Two rules, by the titles and answers applicants see, joined by "and".
    const builder = properties.getByRole('region', { name: 'Show this field only when' });
    await builder.getByLabel('Show this field only when…').check();
    const rules = builder.getByRole('group', { name: 'Rule', exact: true });
    await pick(page, rules.nth(0).getByLabel('Question'), "Applicant's Marital Status");
    await pick(page, rules.nth(0).getByLabel('Answer'), 'Married');
    await builder.getByRole('button', { name: 'Add a rule' }).click();
    await pick(page, rules.nth(1).getByLabel('Question'), 'Present Occupation');
    // "is one of" keeps the answer the rule had (the list's first) and adds another.
    await choose(page, rules.nth(1).getByLabel('Test'), 'is one of');
    await pick(page, rules.nth(1).getByLabel('Answers'), 'STUDENT');
    await page.keyboard.press('Escape');
    const both = "Shown when Applicant's Marital Status is Married and Present Occupation is AIR FORCE or STUDENT.";
    await builder.getByText(both).waitFor();
    await page
      .getByRole('list', { name: 'Fields of Address, family and profession details' })
      .getByText("Text · optional · when Applicant's Marital Status is Married and Present Occupation is AIR FORCE or STUDENT")
      .waitFor();

    // "Any of these" is undone (the button, then the keyboard redoes and undoes it again).
    await builder.getByRole('button', { name: 'Any of these (or)' }).click();
    await builder.getByText("Shown when Applicant's Marital Status is Married or Present Occupation is AIR FORCE or STUDENT.").waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await builder.getByText(both).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Draft version \d+$/ }).click();
    await page.keyboard.press('Control+Shift+Z');
    await builder.getByText(/is Married or Present Occupation/).waitFor();
    await page.keyboard.press('Control+Z');
    await builder.getByText(both).waitFor();
    // The toggle follows the undone condition too.
    await builder.getByRole('button', { name: 'All of these (and)', pressed: true }).waitFor();

    // The preview shows the field only when both answers are given.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Draft saved.').waitFor();
    const preview = page.getByRole('region', { name: 'Preview of Address, family and profession details' });
    await preview.getByLabel('Married', { exact: true }).check();
    expect(await preview.getByLabel(WEDDING).count()).toBe(0);
    await preview.locator('#root_applicant_Present_Occupation').selectOption('STUDENT');
    await preview.getByLabel(WEDDING).waitFor();

    await publishWithNote(page, 'Publish', 'Publish', 'Wedding place for married students');
    await page.getByText(/^Version \d+ is published\.$/).waitFor();
    const published = await publishedVersion(api);
    expect(published.id).toBe(draftId);
    const { files } = (await api('GET', `/api/admin/form-definitions/${draftId}`)) as { files: DefinitionFiles };
    const step3 = files['steps/step3.schema.json'] as { allOf: Array<{ if: unknown; then: { properties?: Record<string, unknown> } }> };
    expect(step3.allOf.find((entry) => entry.then.properties?.[WEDDING_NAME])?.if).toEqual({
      allOf: [
        { properties: { Applicant_Marital_Status: { const: 'MARRIED' } }, required: ['Applicant_Marital_Status'] },
        { properties: { applicant_Present_Occupation: { enum: ['AIR FORCE', 'STUDENT'] } }, required: ['applicant_Present_Occupation'] },
      ],
    });
    expect(problems).toEqual([]);
    await page.context().close();

    // The version before is published again, for this file's next journeys.
    await api('POST', `/api/admin/form-definitions/${before.id}/publish`, { note: 'Back to the form before the wedding place' });
  }, 300_000);

  it("previews a step in the applicant site's look, form-ui's stylesheet shipped with the console", async () => {
    const problems: string[] = [];
    const draftId = await changedDraft(api, await publishedVersion(api), () => {}, 'Looked at');

    const page = await freshPage(own.browser, problems);
    await signIn(page, ADMIN, own.server.baseUrl);
    await page.goto(`${own.server.baseUrl}/admin/form-definitions/${draftId}`);
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

    const page = await freshPage(own.browser, problems);
    await signIn(page, ADMIN, own.server.baseUrl);
    await page.goto(`${own.server.baseUrl}/admin/form-definitions/${draftId}`);
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

  it('adds an eighth language, translates it and publishes it; the site offers it on the form, English shown where it is missing', async () => {
    const baseUrl = own.server.baseUrl;
    const problems: string[] = [];
    const before = await publishedVersion(api);
    const draftId = await changedDraft(api, before, () => {}, 'Portuguese');

    const editorPage = await freshPage(own.browser, problems);
    await signIn(editorPage, ADMIN, own.server.baseUrl);
    await editorPage.goto(`${baseUrl}/admin/form-definitions/${draftId}`);
    await editorPage.getByRole('tab', { name: 'Translations' }).click();
    await editorPage.getByRole('textbox', { name: 'Language code' }).fill('pt');
    await editorPage.getByRole('button', { name: 'Add language' }).click();
    await editorPage.getByRole('heading', { name: 'Portuguese' }).waitFor();
    for (const [where, text] of [
      ['Form title', 'Pedido de e-Visto'],
      ['e-Visa Application › Surname (exactly as in passport)', 'Apelido (exatamente como no passaporte)'],
    ] as const) {
      const box = editorPage.getByRole('textbox', { name: `Portuguese: ${where}` });
      await box.fill(text);
      await box.press('Tab');
    }
    await editorPage.getByRole('button', { name: 'Save', exact: true }).click();
    await editorPage.getByText('Draft saved.').waitFor();
    await publishWithNote(editorPage, 'Publish', 'Publish', 'Portuguese');
    await editorPage.getByText(/^Version \d+ is published\.$/).waitFor();

    // The applicant picks it in the header: the translated texts in Portuguese, the rest in English, marked so.
    const applicant = await freshPage(own.browser, problems);
    await applicant.goto(`${baseUrl}/Apply`);
    await applicant.locator('.language-switcher select').selectOption('pt');
    await applicant.getByLabel(/^Apelido \(exatamente como no passaporte\)/).waitFor();
    const english = applicant.getByText('Given Name/s (exactly as in passport)').first();
    expect(await english.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe('en');

    // Rolled back from the console: the form as shipped again.
    await editorPage.goto(`${baseUrl}/admin/form-definitions/${before.id}/show`);
    await publishWithNote(editorPage, 'Roll back to this version', 'Roll back', 'Portuguese withdrawn');
    await editorPage.getByText(new RegExp(`^Version ${before.version} is published again as version \\d+\\.$`)).waitFor();
    expect(problems).toEqual([]);
    for (const page of [editorPage, applicant]) await page.context().close();
  });
});

import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { indiaEvisa, queryForm } from '@evisa/forms/browser';
import { daysFrom, validApplication, validStep1 } from '@evisa/forms/fixtures';
import { pdf } from '@evisa/test-support';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { launchChromium, PHONE } from '../support/browser.js';
import { fillStep, formIn, samplePhoto } from '../support/journey.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A date typed as the form asks for it: day, month, year (the month by its number). */
async function fillDate(page: import('playwright-core').Page, field: string, date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  await page.locator(`#root_${field}`).fill(String(day));
  await page.locator(`#root_${field}__month`).selectOption(String(month));
  await page.locator(`#root_${field}__year`).fill(String(year));
}

describe('the form in the applicant’s language', () => {
  it('fills step 1 in French on a phone: questions, choices and messages in French, the answers stored as the form’s values', async () => {
    const baseUrl = inject('baseUrl');
    const page = await browser.newPage({ ...PHONE, locale: 'fr-FR' });
    await page.goto(`${baseUrl}/Apply`);
    const surname = page.getByLabel('Nom (exactement comme sur le passeport)');
    await surname.waitFor();

    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.getByText('Le nom est obligatoire').waitFor();
    expect(await surname.getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Traitement normal (3 à 5 jours ouvrés)').check();
    await page.locator('#root_Passport_Type').selectOption({ label: 'PASSEPORT ORDINAIRE' });
    await surname.fill('Martin');
    await page.getByLabel('Prénom(s) (exactement comme sur le passeport)').fill('Claire');
    // Countries are named by CLDR in the applicant's language; the value stays the form's.
    await page.locator('#root_Nationality').selectOption({ label: 'France' });
    await page.locator('#root_Port_Of_Arrival').selectOption({ label: 'AÉROPORT DE DELHI' });
    await fillDate(page, 'date_of_Birth', '1990-03-14');
    await page.locator('#root_Email').fill('claire@example.fr');
    await page.locator('#root_ConfirmEmail').fill('claire@example.fr');
    await page.locator('#root_Contact_no_with_country_code').fill('33612345678');
    await fillDate(page, 'Expected_Date_of_Arrival', daysFrom(new Date(), 20));
    await page.getByLabel('eVISA TOURISTE').check();
    await page.getByLabel('30 jours', { exact: true }).check();

    // Switching the language shows the same answers in the other words.
    await page.locator('.language-switcher select').selectOption('en');
    await page.getByLabel('Surname (exactly as in passport)').waitFor();
    expect(await page.getByLabel('Surname (exactly as in passport)').inputValue()).toBe('Martin');
    await page.locator('.language-switcher select').selectOption('fr');
    await surname.waitFor();
    expect(await surname.inputValue()).toBe('Martin');
    await page.getByLabel("Rencontre d'amis/de proches").check();

    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.waitForURL(/\/Apply2\/[2-9A-HJKMNP-Z]{17}$/);
    await page.getByRole('heading', { name: 'Demandeur et passeport' }).first().waitFor();
    const skuId = page.url().split('/').pop()!;
    const stored = await (await fetch(`${baseUrl}/api/india/View-application/${skuId}`)).json();
    expect(stored.data).toMatchObject({
      Application_Type: 'Normal Processing',
      Passport_Type: validStep1().Passport_Type,
      Nationality: 'FRANCE',
      Port_Of_Arrival: 'DELHI AIRPORT',
      Visa_Service: 'eTOURIST VISA',
      Sub_t_Visa_Service: '30 Days',
      sub_Visa_Service: 'Meeting Friends/Relatives',
      Surname: 'Martin',
    });
    await page.close();
  });
});

/** The site's own words in a language, as the site shows them (web/src/i18n/locales). */
function siteWords(language: string): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(new URL(`../../web/src/i18n/locales/${language}.json`, import.meta.url), 'utf8'));
}

describe.each([
  { language: 'fr', locale: 'fr-FR', direction: 'ltr' },
  { language: 'ar', locale: 'ar-EG', direction: 'rtl' },
])('a whole application in $language', ({ language, locale, direction }) => {
  it('is filled in, previewed and paid on a phone in the applicant’s language, and stored as an English one is', async () => {
    const baseUrl = inject('baseUrl');
    const words = siteWords(language);
    const form = formIn(language);
    const page = await browser.newPage({ ...PHONE, locale });
    page.on('dialog', (dialog) => void dialog.dismiss());
    await page.goto(`${baseUrl}/Apply`);

    const application = validApplication(new Date(), { Surname: 'Martin', Given_Name: 'Claire', Nationality: 'FRANCE' });
    const files = { photo: await samplePhoto(page), document: pdf() };
    let skuId = '';
    for (const step of form.steps) {
      await page.getByRole('heading', { level: 1, name: step.title }).waitFor();
      await fillStep(page, step.id, application, files, { form, language });
      await page.getByRole('button', { name: step.submitLabel }).click();
      await page.waitForURL(new RegExp(`${step.next}/[2-9A-HJKMNP-Z]{17}$`));
      skuId = page.url().split('/').pop()!;
    }

    // The preview, then the payment page, in the language; the page reads in its direction and fits the phone.
    const toPayment = page.getByRole('link', { name: words.preview!.continue! });
    await toPayment.waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, direction]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await toPayment.click();
    await page.waitForURL(`**/Payment/${skuId}`);
    // The site's words around the amount, which the locale writes its own way.
    const payLabel = new RegExp(`^${escapeRegExp(words.payment!.payTest!).replace(escapeRegExp('{{amount}}'), String.raw`\S+\s\S+`)}$`);
    const pay = page.getByRole('button', { name: payLabel });
    await pay.waitFor();
    // The application's details, its choices in the language's words.
    const details = await page.locator(`dl[aria-label="${words.payment!.details!}"]`).textContent();
    for (const field of ['Application_Type', 'Port_Of_Arrival']) {
      const chosen = queryForm(form)
        .field(field)!
        .choices!.find((choice) => choice.value === application[field])!;
      expect(chosen.label).not.toBe(chosen.value);
      expect(details).toContain(chosen.label);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The PayPal sandbox emulator's checkout (PayPal's page, in English), then back to the site, which captures.
    await pay.click();
    await page.getByRole('button', { name: 'Approve the payment' }).click();
    const paid = page.getByRole('dialog', { name: words.paid!.title! });
    await paid.waitFor({ timeout: 20_000 });
    expect(await paid.textContent()).toContain(skuId);
    expect(await paid.locator(`a[href="/api/india/receipt/${skuId}.pdf"]`).count()).toBe(1);

    // Staff see the answers an English applicant would have given: the form's values, not the words shown.
    const stored = await (await fetch(`${baseUrl}/api/india/View-application/${skuId}`)).json();
    expect(stored.data.payment_status).toBe('COMPLETED');
    expect(stored.data.language).toBe(language);
    const uploads = new Set(
      indiaEvisa.steps.flatMap((step) =>
        queryForm(indiaEvisa)
          .step(step.id)
          .fields.filter((field) => field.upload)
          .map((field) => field.name),
      ),
    );
    for (const [field, value] of Object.entries(application)) {
      if (!uploads.has(field) && field in stored.data) expect(stored.data[field], field).toEqual(value);
    }
    await page.close();
  });
});

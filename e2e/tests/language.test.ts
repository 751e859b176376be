import type { Browser } from 'playwright-core';
import { daysFrom, validStep1 } from '@evisa/forms/fixtures';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, PHONE } from '../support/browser.js';

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

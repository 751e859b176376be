import { indiaEvisa } from '@evisa/forms/browser';
import { createApplication } from '@evisa/test-support';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { PHONE, recordPageProblems } from '../support/browser.js';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser.js';

const own = ownServerAndBrowser('languages');

// Where the right-to-left screenshots go, to be looked at (E2E_SCREENSHOTS=<folder>); none are taken otherwise.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A phone whose browser prefers `locale`; axe's source is handed to the page, which the CSP would refuse. */
async function phoneIn(locale: string) {
  const context = await own.browser.newContext({ ...PHONE, locale, bypassCSP: true });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.dismiss());
  return { context, page };
}

/** What of the header, the page and the live-help button leaves the phone's width (right to left, what overflows goes off the left). */
const overflowing = (page: Page) =>
  page.evaluate((width) => {
    const shown = Array.from(document.querySelectorAll<HTMLElement>('.site-header *, main *, .live-help__toggle')).filter(
      // A drawing's shapes may reach past its box, which clips them.
      (element) => element.getBoundingClientRect().width > 1 && !element.closest('svg'),
    );
    return shown
      .filter((element) => {
        const { left, right } = element.getBoundingClientRect();
        return left < -1 || right > width + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  }, PHONE.viewport.width);

/** The site's main routes, an application's steps, Preview and Payment included, and the longest information pages. */
async function mainRoutes(): Promise<string[]> {
  const id = await createApplication({ baseUrl: own.server.baseUrl }, {}, { steps: ['step2', 'step3', 'step4', 'security'] });
  return [
    '/',
    '/Apply',
    '/Partial-Filled',
    '/Visa-Fee',
    '/Track',
    '/contact',
    '/about',
    '/Faq',
    '/PrivacyPolicy',
    `${indiaEvisa.steps[1]!.route}/${id}`,
    `/Preview/${id}`,
    `/Payment/${id}`,
    '/no-such-page',
  ];
}

describe("the site in the traveller's language, on a phone", () => {
  it('greets a browser preferring French in French, home page and the application form alike', async () => {
    const { context, page } = await phoneIn('fr-FR');
    const problems: string[] = [];
    recordPageProblems(page, problems);
    await page.goto(`${own.server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Demandez votre e-Visa pour l’Inde, accompagné à chaque étape' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['fr', 'ltr']);
    expect(await page.title()).toBe('e-Visa Guided Service : demandez votre e-Visa pour l’Inde');
    await page.getByRole('navigation', { name: 'Commencer' }).getByRole('link', { name: 'Demander un e-Visa' }).click();
    await page.waitForURL('**/Apply');
    await page
      .getByRole('navigation', { name: 'Avancement de la demande' })
      .getByText(/^Étape 1 sur \d+/)
      .waitFor();
    await expect(page.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Aide en direct' }).waitFor();
    // The choice in the header is kept: back on the home page in German after a reload.
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('de');
    await page.goto(`${own.server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Beantragen Sie Ihr e-Visum für Indien, mit Begleitung bei jedem Schritt' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['fr-FR', 'fr', 'ltr'],
    ['ar-EG', 'ar', 'rtl'],
  ])('passes axe on the main routes for a browser preferring %s, within a 390 px screen', async (locale, lang, dir) => {
    const routes = await mainRoutes();
    const { context, page } = await phoneIn(locale);
    const found: string[] = [];
    for (const route of routes) {
      await page.goto(`${own.server.baseUrl}${route}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
      for (const element of await overflowing(page)) found.push(`${route}: ${element} is wider than the screen`);
      for (const violation of await axeViolations(page)) found.push(`${route}: ${violation}`);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${lang}${route.replaceAll('/', '_')}.png` });
    }
    if (SCREENSHOTS && dir === 'rtl') {
      await page.goto(`${own.server.baseUrl}/`);
      await page.getByRole('button', { name: 'القائمة' }).click();
      await page.screenshot({ path: `${SCREENSHOTS}/${lang}_menu-open.png` });
    }
    await context.close();
    expect(found).toEqual([]);
  });
});

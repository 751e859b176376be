import { indiaEvisa, queryForm } from '@evisa/forms/browser';
import { daysFrom } from '@evisa/forms/fixtures';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { PHONE } from '../support/browser.js';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser.js';
import { drawnPhoto, fillDate } from '../support/journey.js';
import { callApi, createApplication, pdf } from '@evisa/test-support';

// A server of its own: these journeys save several applications, and the API limits saves per address and minute.
const own = ownServerAndBrowser('inputs');

const api = (method: string, path: string, body?: unknown) => callApi({ baseUrl: own.server.baseUrl }, method, `/api/india/${path}`, body);

/** Steps 1 to 4 saved through the API, as the wizard would; returns the application's id. */
const applicationUpToStep4 = (overrides: Record<string, unknown> = {}) =>
  createApplication({ baseUrl: own.server.baseUrl }, overrides, { steps: ['step2', 'step3', 'step4'] });

describe('inputs checked and forgiving where people are natural, on a phone', () => {
  it('says what is wrong with a 400 x 300 photo at once, fixes it with the photo helper and saves it', async () => {
    const id = await applicationUpToStep4();
    const page = await own.browser.newPage(PHONE);
    await page.goto(`${own.server.baseUrl}/Apply5/${id}`);
    const input = page.locator('input[type=file]').first();
    await input.waitFor();
    // A photo as a phone takes it, not square; the face is where the test taps below.
    const landscape = await drawnPhoto(page, {
      width: 400,
      height: 300,
      background: '#e8eef4',
      face: { x: 240, y: 140, radiusX: 70, radiusY: 90, colour: '#c99f7f' },
    });
    await input.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: landscape });
    // The exact problem, next to the field, before anything is sent.
    await page.getByText('Your photo is 400 x 300 pixels; it must be square (equal height and width).').waitFor();
    const helper = page.getByRole('region', { name: 'Fix your photo here' });
    await helper.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Tap the face, then use the square.
    const canvas = helper.getByRole('img');
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.45);
    await helper.getByRole('button', { name: 'Use this square photo' }).click();
    await page.getByText('Photograph uploaded.').waitFor();
    await page.getByRole('button', { name: 'Submit and Next' }).click();
    await page.waitForURL(`**/Apply6/${id}`);
    const saved = await api('GET', `View-application/${id}`);
    const photo = queryForm(indiaEvisa)
      .step('step5')
      .fields.find((field) => field.upload === 'photo')!;
    expect(saved.data[photo.name]).toMatch(/^[0-9a-f]{32}\.jpg$/);
    await page.close();
  });

  it('shows the section headings of the definition inside the long steps', async () => {
    const id = await applicationUpToStep4();
    const page = await own.browser.newPage(PHONE);
    await page.goto(`${own.server.baseUrl}/Apply3/${id}`);
    await page.getByRole('heading', { level: 2, name: 'Your present address' }).waitFor();
    for (const title of ['Your permanent address', 'Your father', 'Your mother', 'Your occupation']) {
      expect(await page.getByRole('heading', { level: 2, name: title }).count(), title).toBe(1);
    }
    await page.goto(`${own.server.baseUrl}/Apply4/${id}`);
    await page.getByRole('heading', { level: 2, name: 'References' }).waitFor();
    await page.close();
  });

  it('refuses a PDF as the photograph the moment it is chosen', async () => {
    const id = await applicationUpToStep4();
    const page = await own.browser.newPage(PHONE);
    await page.goto(`${own.server.baseUrl}/Apply5/${id}`);
    const input = page.locator('input[type=file]').first();
    await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByText(/must be a JPEG image\./).waitFor();
    expect(await page.getByText('Photograph uploaded.').count()).toBe(0);
    await page.close();
  });

  it('picks a file with a styled button, by a tap or the keyboard, and shows the name of the file chosen', async () => {
    const id = await applicationUpToStep4();
    const page = await own.browser.newPage(PHONE);
    await page.goto(`${own.server.baseUrl}/Apply6/${id}`);
    // A listener for the whole test keeps Playwright intercepting choosers: between two waitForEvent calls it would
    // switch interception off, and a chooser opened then is the headless browser's own, cancelled at once.
    page.on('filechooser', () => {});
    const picker = page.locator('.upload__picker').first();
    const button = picker.getByText('Choose a file');
    await button.waitFor();
    expect(await picker.getByText('No file chosen').count()).toBe(1);
    // The browser's own control is there for keyboards and screen readers, out of sight; the button is finger-sized.
    expect((await picker.locator('input[type=file]').boundingBox())!.width).toBeLessThanOrEqual(1);
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const [tapped] = await Promise.all([page.waitForEvent('filechooser'), button.tap()]);
    await tapped.setFiles({ name: 'passport-scan.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await picker.getByText('passport-scan.pdf').waitFor();
    await picker.getByText('Choose another file').waitFor();
    expect(await picker.getByRole('link', { name: /View the uploaded file/ }).count()).toBe(0);
    expect(
      await page
        .locator('.upload')
        .first()
        .getByRole('link', { name: /View the uploaded file/ })
        .count(),
    ).toBe(1);

    // With the keyboard: Tab reaches the control, the button shows the focus, and Space or Enter opens the chooser.
    await page.getByRole('heading', { level: 1 }).click();
    const onFileInput = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'file');
    for (let presses = 0; presses < 60 && !(await onFileInput()); presses += 1) await page.keyboard.press('Tab');
    expect(await onFileInput()).toBe(true);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!.nextElementSibling!).outlineStyle);
    expect(outline).toBe('solid');
    for (const key of ['Space', 'Enter']) {
      const [typed] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5000 }), page.keyboard.press(key)]);
      expect(typed.isMultiple(), key).toBe(false);
      await typed.setFiles([]);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('takes dates as day, month by name and year, phones as people write them, and refuses emoji in a name', async () => {
    const page = await own.browser.newPage(PHONE);
    await page.goto(`${own.server.baseUrl}/Apply`);
    await page.getByLabel('Normal Processing (3 to 5 business days)').check();
    expect(await page.locator('input[max="[object Object]"], input[min="[object Object]"]').count()).toBe(0);
    await page.getByLabel('Passport Type').selectOption('ORDINARY PASSPORT');
    await page.getByLabel('Surname (exactly as in passport)').fill('Martin');
    const given = page.getByLabel('Given Name/s (exactly as in passport)');
    await given.fill('Zoë 😀 Marie');
    await given.blur();
    await page.getByText(/^Given Name: please use the Latin letters of the passport/).waitFor();
    await given.fill('Zoe Marie');
    await page.getByLabel('Nationality').selectOption('FRANCE');
    await page.getByLabel('Port Of Arrival').selectOption('DELHI AIRPORT');
    await fillDate(page, 'Date of Birth', '1985-04-12');
    await page.getByLabel(/^Email/).fill('zoe@example.com');
    await page.getByLabel('Re-enter Email').fill('zoe@example.com');
    const phone = page.getByLabel('Contact no. with country code');
    await phone.fill('+44 113 496 0000');
    expect(await phone.inputValue()).toBe('+44 113 496 0000');
    // Two days away: allowed ('tomorrow or later') with a warning that does not block.
    await fillDate(page, 'Expected Date of Arrival', daysFrom(new Date(), 2));
    await page.getByText(/Your arrival is less than 4 days away/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('eTOURIST VISA').check();
    await page.getByLabel('30 Days').check();
    await page.getByLabel('Meeting Friends/Relatives').check();
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(/\/Apply2\/[0-9A-Z]{17}$/);
    const id = page.url().split('/').pop()!;
    const saved = await api('GET', `View-application/${id}`);
    expect(saved.data).toMatchObject({ date_of_Birth: '1985-04-12', Contact_no_with_country_code: '441134960000', Given_Name: 'Zoe Marie' });
    await page.close();
  });

  it('shows dates with the month by name on the Preview', async () => {
    const id = await applicationUpToStep4({ date_of_Birth: '1985-04-12' });
    const page = await own.browser.newPage(PHONE);
    await page.goto(`${own.server.baseUrl}/Preview/${id}`);
    await page.getByText('12 April 1985').first().waitFor();
    expect(await page.getByText('1985-04-12').count()).toBe(0);
    await page.close();
  });

  it('gives every page a title of its own and credits the IP database', async () => {
    const page = await own.browser.newPage(PHONE);
    const titles = new Set<string>();
    for (const path of ['/Faq', '/contact', '/Partial-Filled', '/Apply']) {
      await page.goto(`${own.server.baseUrl}${path}`);
      const heading = (await page.locator('h1').first().textContent())!.trim();
      await expect.poll(() => page.title()).toBe(`${heading} – e-Visa Guided Service`);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(4);
    expect(await page.getByRole('link', { name: 'IP Geolocation by DB-IP' }).getAttribute('href')).toBe('https://db-ip.com');
    await page.close();
  });
});

import { chromium, type Browser, type Page } from 'playwright-core';

/** The system Chromium (CHROME_PATH or /usr/bin/chromium), headless and kept off the network but for localhost. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Adds to `problems` each error thrown in the page and each script or eval its Content-Security-Policy refused. */
export function recordPageProblems(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(message.text())) problems.push(message.text());
  });
}

/** A page of its own (a fresh visitor or staff member) at a desktop's size, recording its errors and CSP refusals. */
export async function freshPage(browser: Browser, problems: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  recordPageProblems(page, problems);
  return page;
}

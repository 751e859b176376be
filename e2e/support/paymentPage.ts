import type { Browser, Page } from 'playwright-core';
import { PHONE } from './browser.js';

/** A phone on an application's Payment page, answering (and recording) the page's alerts. */
export async function phoneOnPaymentPage(browser: Browser, baseUrl: string, skuId: string): Promise<{ phone: Page; alerts: string[] }> {
  const phone = await browser.newPage(PHONE);
  const alerts: string[] = [];
  phone.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await phone.goto(`${baseUrl}/Payment/${skuId}`);
  return { phone, alerts };
}

// How the product writes an amount of money, everywhere: the API's messages, e-mails and PDFs, the console, the site.
// Its own subpath (@evisa/forms/money): the site's payment pages need it and nothing else of the package.
import { SITE_LANGUAGES, SOURCE_LANGUAGE } from './languages.js';

/** Fees are charged in US dollars (spec: 'Currency USD'). */
export const FEE_CURRENCY = 'USD';

/**
 * '42.50 USD' in English (staff's console, the API's messages, English documents) and in any language the site's own
 * words are not written in; in another as Intl writes an amount there ('42,50 $US'). Missing amounts read '—'.
 */
export function formatMoney(amount: number | null | undefined, currency: string = FEE_CURRENCY, language?: string): string {
  if (amount === null || amount === undefined) return '—';
  const english = !language || language === SOURCE_LANGUAGE || !(SITE_LANGUAGES as readonly string[]).includes(language);
  if (english) return `${amount.toFixed(2)} ${currency}`;
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
}

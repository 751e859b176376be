// How the product writes an amount of money, everywhere: the API's messages, e-mails and PDFs, the console, the site.
// Its own subpath (@evisa/forms/money): the site's payment pages need it and nothing else of the package.
import { isSiteLanguage, primaryLanguage, SOURCE_LANGUAGE } from './languages.js';

/** Fees are charged in US dollars (spec: 'Currency USD'). */
export const FEE_CURRENCY = 'USD';

/**
 * '42.50 USD' in English (the site, the console, the API's messages, documents) and in any language the site's own
 * words are not written in; in another as Intl writes an amount there ('42,50 $US'). With `wholeWithoutCents` a whole
 * amount drops its cents ('25 USD'), as the fee table shows it. Missing amounts read '—'.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string = FEE_CURRENCY,
  language?: string,
  { wholeWithoutCents = false } = {},
): string {
  if (amount === null || amount === undefined) return '—';
  const whole = wholeWithoutCents && Number.isInteger(amount);
  const code = language && primaryLanguage(language);
  if (!code || code === SOURCE_LANGUAGE || !isSiteLanguage(code)) {
    return `${whole ? amount : amount.toFixed(2)} ${currency}`;
  }
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}

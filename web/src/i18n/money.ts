import { primaryLanguage, SOURCE_LANGUAGE } from '@evisa/forms/languages';

/**
 * An amount in US dollars as the applicant reads it: 'US$ 25.00' in English, as Intl writes it in another
 * `language`. With `wholeWithoutCents` a whole amount drops its cents ('US$ 25'), as the fee table shows it.
 */
export function usd(amount: number, language = SOURCE_LANGUAGE, { wholeWithoutCents = false } = {}) {
  const whole = wholeWithoutCents && Number.isInteger(amount);
  if (primaryLanguage(language) === SOURCE_LANGUAGE) return `US$ ${whole ? amount : amount.toFixed(2)}`;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}

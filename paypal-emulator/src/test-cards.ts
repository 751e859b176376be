/**
 * What a card does in the emulator, as PayPal's sandbox test cards do: approved at once, a 3-D Secure challenge that
 * passes or fails, or a decline the capture reports.
 */
export type CardBehaviour = 'approve' | '3ds' | '3ds-failed' | 'card-declined' | 'insufficient-funds';

/** The emulator's test cards (README 'Payments in test mode'); any other valid card number is approved at once. */
export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4111111111111111': 'approve',
  '4000000000003220': '3ds',
  '4000008400001629': '3ds-failed',
  '4000000000000002': 'card-declined',
  '4000000000009995': 'insufficient-funds',
};

/** The Luhn check every card number passes (PayPal refuses a number that fails it). */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's brand by its first digits, as PayPal names it. */
export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^6(011|5)/.test(number)) return 'DISCOVER';
  return 'UNKNOWN';
}

/** Whether a card expiring in `expiry` (YYYY-MM) is still valid now: to the end of that month. */
export function expired(expiry: string, now = new Date()): boolean {
  const [year, month] = expiry.split('-').map(Number);
  return now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 > year * 12 + month;
}

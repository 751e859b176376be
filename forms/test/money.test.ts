import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/money.js';

describe('formatMoney', () => {
  it('writes English amounts with two decimals and the currency code, as staff and the API read them', () => {
    expect(formatMoney(42.5)).toBe('42.50 USD');
    expect(formatMoney(80, 'USD', 'en')).toBe('80.00 USD');
    expect(formatMoney(0, 'EUR')).toBe('0.00 EUR');
  });

  it("writes an amount a site language's own way, and English for a language the site's words are not in", () => {
    expect(formatMoney(42.5, 'USD', 'fr')).toBe(new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(42.5));
    expect(formatMoney(42.5, 'USD', 'fr')).toMatch(/^42,50\s\$US$/);
    expect(formatMoney(42.5, 'USD', 'de')).toMatch(/^42,50\s\$$/);
    expect(formatMoney(42.5, 'USD', 'pt')).toBe('42.50 USD');
  });

  it('drops the cents of a whole amount when asked, as the fee table shows it, in any language', () => {
    expect(formatMoney(25, 'USD', 'en', { wholeWithoutCents: true })).toBe('25 USD');
    expect(formatMoney(25.5, 'USD', 'en', { wholeWithoutCents: true })).toBe('25.50 USD');
    expect(formatMoney(1234, 'USD', 'fr-CA', { wholeWithoutCents: true })).toMatch(/^1\s234\s\$\s?US$/);
  });

  it('reads a missing amount as a dash', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined, 'USD', 'fr')).toBe('—');
  });
});

import { expect, it } from 'vitest';
import { formatAnswer as formatValue } from '../src/query/formatAnswer.js';

it.each([
  ['Normal', 'Normal'],
  [3, '3'],
  [true, 'Yes'],
  [false, 'No'],
  ['', '—'],
  [null, '—'],
  [undefined, '—'],
  [['Tourism', 'Yoga'], 'Tourism, Yoga'],
  [{ city: 'Pune' }, '{"city":"Pune"}'],
])('shows %j as %s', (value, text) => {
  expect(formatValue(value)).toBe(text);
});

it('uses the display names of a choice', () => {
  const field = { choices: [{ value: 'MARRIED', label: 'Married' }] };
  expect(formatValue('MARRIED', field)).toBe('Married');
  expect(formatValue('OTHER', field)).toBe('OTHER');
});

it('writes a phone number with its country code and groups', () => {
  expect(formatValue('441134960000', { kind: 'phone' })).toBe('+44 113 496 0000');
  expect(formatValue('441134960000', { kind: 'text' })).toBe('441134960000');
});

it('writes yes/no and dates in another language of the site, and the answer typed in as it is', () => {
  expect(formatValue(true, undefined, 'fr')).toBe('Oui');
  expect(formatValue(false, undefined, 'ar')).toBe('لا');
  expect(formatValue('1985-04-12', { kind: 'date' }, 'fr')).toBe('12 avril 1985');
  expect(formatValue('Zürich', { kind: 'text' }, 'zh')).toBe('Zürich');
  expect(formatValue(true, undefined, 'pt')).toBe('Yes');
  expect(formatValue('1985-04-12', { kind: 'date' }, 'pt')).toBe('12 April 1985');
});

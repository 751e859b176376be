import { expect, it } from 'vitest';
import { formatAnswer as formatValue } from './formatAnswer';

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

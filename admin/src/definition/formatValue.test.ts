import { expect, it } from 'vitest';
import { formatValue, hasValue } from './formatValue';

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
  expect(formatValue('MARRIED', { enumNames: { MARRIED: 'Married' } })).toBe('Married');
  expect(formatValue('OTHER', { enumNames: { MARRIED: 'Married' } })).toBe('OTHER');
});

it.each([
  [false, true],
  [0, true],
  ['', false],
  [[], false],
  [null, false],
])('counts %j as given: %s', (value, given) => {
  expect(hasValue(value)).toBe(given);
});

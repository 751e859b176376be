import first from 'virtual:english-texts/first';
import later from 'virtual:english-texts/later';
import { expect, it } from 'vitest';
import en from './locales/en.json';
import { LATER_PAGE_GROUPS } from './textGroups';

it('splits the English texts in two, the later pages’ groups apart, without losing or repeating one', () => {
  expect(Object.keys(later).sort()).toEqual([...LATER_PAGE_GROUPS].sort());
  expect(Object.keys(first).filter((group) => group in later)).toEqual([]);
  expect({ ...first, ...later }).toEqual(en);
});

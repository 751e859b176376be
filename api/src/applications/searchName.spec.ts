import { describe, expect, it } from 'vitest';
import { searchNameOf, searchText } from './searchName.js';

describe('searchText', () => {
  it('drops accents and case and collapses spaces', () => {
    expect(searchText('  Jürgen   MÜLLER-Lüdenscheidt ')).toBe('jurgen muller-ludenscheidt');
    expect(searchText('Côte d’Ivoire Ångström Øre')).toBe('cote d’ivoire angstrom øre');
  });
});

describe('searchNameOf', () => {
  it('is the given name and surname, or null without either', () => {
    expect(searchNameOf({ Given_Name: 'Zoë', Surname: 'Brontë' })).toBe('zoe bronte');
    expect(searchNameOf({ Surname: 'Tester' })).toBe('tester');
    expect(searchNameOf({})).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../src/index.js';

describe('foldForSearch', () => {
  it('drops accents, case and extra spaces, so that a search matches either way', () => {
    expect(foldForSearch('  Müller ')).toBe('muller');
    expect(foldForSearch("CÔTE D'IVOIRE")).toBe("cote d'ivoire");
    expect(foldForSearch('Zoë\tÅsa  Ñúñez')).toBe('zoe asa nunez');
    expect(foldForSearch('  Jürgen   MÜLLER-Lüdenscheidt ')).toBe('jurgen muller-ludenscheidt');
  });
});

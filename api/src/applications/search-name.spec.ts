import { describe, expect, it } from 'vitest';
import { searchNameOf } from './search-name.js';

describe('searchNameOf', () => {
  it('is the given name and surname, or null without either', () => {
    expect(searchNameOf({ Given_Name: 'Zoë', Surname: 'Brontë' })).toBe('zoe bronte');
    expect(searchNameOf({ Surname: 'Tester' })).toBe('tester');
    expect(searchNameOf({})).toBeNull();
  });
});

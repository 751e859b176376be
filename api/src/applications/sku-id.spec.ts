import { describe, expect, it } from 'vitest';
import { isSkuId, newSkuId, SKU_ALPHABET, SKU_LENGTH } from './sku-id.js';

describe('sku_id', () => {
  it('has at least 80 random bits from an alphabet without look-alike characters', () => {
    expect(SKU_LENGTH * Math.log2(SKU_ALPHABET.length)).toBeGreaterThanOrEqual(80);
    expect(SKU_ALPHABET).not.toMatch(/[01OIL]/);
    expect(SKU_LENGTH).toBeGreaterThanOrEqual(12);
  });

  it('is made fresh each time and recognised', () => {
    const ids = new Set(Array.from({ length: 2000 }, newSkuId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(isSkuId(id)).toBe(true);
  });

  it('uses every symbol of the alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, newSkuId).join(''));
    expect(seen.size).toBe(SKU_ALPHABET.length);
  });

  it.each(['', 'ABC', 'O'.repeat(SKU_LENGTH), 'a'.repeat(SKU_LENGTH)])('rejects %j', (value) => {
    expect(isSkuId(value)).toBe(false);
  });
});

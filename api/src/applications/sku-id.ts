import { randomInt } from 'node:crypto';
import { isSkuId, SKU_ALPHABET, SKU_LENGTH } from '@evisa/forms';

// The id's alphabet and length are shared with the site (its lookup knows when an id is complete).
export { isSkuId, SKU_ALPHABET, SKU_LENGTH };

export function newSkuId(): string {
  let id = '';
  for (let i = 0; i < SKU_LENGTH; i += 1) id += SKU_ALPHABET[randomInt(SKU_ALPHABET.length)];
  return id;
}

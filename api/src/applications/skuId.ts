import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: an id read aloud on the phone or copied from paper must not be mistaken.
export const SKU_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
// 17 symbols of 31 give 84 bits from the CSPRNG: the id is the only key to an application.
export const SKU_LENGTH = 17;

export function newSkuId(): string {
  let id = '';
  for (let i = 0; i < SKU_LENGTH; i += 1) id += SKU_ALPHABET[randomInt(SKU_ALPHABET.length)];
  return id;
}

export function isSkuId(value: string): boolean {
  return value.length === SKU_LENGTH && [...value].every((char) => SKU_ALPHABET.includes(char));
}

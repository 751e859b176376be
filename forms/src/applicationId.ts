// No 0/O or 1/I/L: an id read aloud on the phone or copied from paper must not be mistaken.
export const SKU_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
// 17 symbols of 31 give 84 bits from the CSPRNG: the id is the only key to an application.
export const SKU_LENGTH = 17;

/** An application id as people type or paste it: spaces and dashes anywhere, any case ('m5qa59u5b5bkyscgv '). */
export function normalizeApplicationId(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * An application id in groups of four, a lone last character joining the group before it ('K7M2 QX9P A4R8 TZ3WN'):
 * easier to read out and to copy by hand. Wherever an id is shown it is shown in these groups.
 */
export function applicationIdGroups(id: string): string[] {
  const groups = id.match(/.{1,4}/g) ?? [];
  if (groups.length > 1 && groups.at(-1)!.length === 1) groups.splice(-2, 2, groups.at(-2)! + groups.at(-1)!);
  return groups;
}

export function isSkuId(value: string): boolean {
  return value.length === SKU_LENGTH && [...value].every((char) => SKU_ALPHABET.includes(char));
}

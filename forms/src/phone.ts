/** What people type in a phone number besides digits: a leading +, spaces, dashes, dots and brackets. */
const PHONE_PUNCTUATION = /^\+?[0-9\s().-]+$/;

/**
 * A phone number as it is stored, digits only: '+44 113 496 0000' and '(0113) 496-0000' keep their digits. A value
 * with anything else in it (letters, emoji) is returned as it is, for the schema's pattern to refuse with its message.
 */
export function phoneDigits(value: string): string {
  return PHONE_PUNCTUATION.test(value) ? value.replace(/[^0-9]/g, '') : value;
}

/** `values` with every phone field (`kind: 'phone'`) reduced to digits; the same in the browser and in the API. */
export function normalizePhones<T extends Record<string, unknown>>(values: T, phoneFields: Iterable<string>): T {
  let copy: Record<string, unknown> | undefined;
  for (const name of phoneFields) {
    const value = values[name];
    if (typeof value !== 'string') continue;
    const digits = phoneDigits(value);
    if (digits === value) continue;
    copy ??= { ...values };
    copy[name] = digits;
  }
  return (copy ?? values) as T;
}

// Words of no white space or control character, separated by single spaces.
const ALREADY_NORMAL = /^(?:[^\s\p{Cc}]+(?: [^\s\p{Cc}]+)*)?$/u;

/** Trims, collapses inner white space to one space and drops control characters. */
export function normalizeText(value: string): string {
  // Most values are already clean: one test instead of two replacements and a copy.
  if (ALREADY_NORMAL.test(value)) return value;
  // Control characters never belong in a form value; those that are white space (tab, line breaks) become spaces.
  return value
    .replace(/\p{Cc}/gu, (char) => (/\s/.test(char) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
}

// Control characters other than tabs and line breaks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * A text people write in paragraphs (an enquiry's remarks, staff's notes and replies, live-help messages, refund
 * reasons), as it is kept: line breaks as \n, no other control characters, no spaces at a line's end, at most one
 * empty line in a row, trimmed. What is left is as they typed it.
 */
export function cleanParagraphs(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_BUT_LINES, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Normalises every string of a form value before it is validated or stored, in the browser and in the API alike.
 * Empty strings and nulls are removed, so an emptied field counts as missing ("Surname is required").
 *
 * Walks the value with a list of pending objects rather than recursion: a value nested however deep (one a
 * caller passes without the API's request limits in front) cannot overflow the stack.
 */
export function normalizeFormData<T>(value: T): T {
  const pending: Array<{ source: object; target: Record<string, unknown> | unknown[] }> = [];
  const copy = (item: unknown): unknown => {
    if (typeof item === 'string') return normalizeText(item);
    if (item === null || typeof item !== 'object') return item;
    const target = Array.isArray(item) ? [] : {};
    pending.push({ source: item, target });
    return target;
  };
  const result = copy(value);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { source, target } = next;
    if (Array.isArray(target)) {
      for (const item of source as unknown[]) target.push(copy(item));
      continue;
    }
    for (const key of Object.keys(source)) {
      const normalized = copy((source as Record<string, unknown>)[key]);
      if (normalized === '' || normalized === null || normalized === undefined) continue;
      // An own property even for "__proto__": a plain assignment would replace the copy's prototype instead.
      if (key === '__proto__') Object.defineProperty(target, key, { value: normalized, enumerable: true, writable: true, configurable: true });
      else (target as Record<string, unknown>)[key] = normalized;
    }
  }
  return result as T;
}

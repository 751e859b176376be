/** Trims, collapses inner white space to one space and drops control characters. */
export function normalizeText(value: string): string {
  // Control characters never belong in a form value; those that are white space (tab, line breaks) become spaces.
  return value
    .replace(/\p{Cc}/gu, (char) => (/\s/.test(char) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Normalises every string of a form value before it is validated or stored, in the browser and in the API alike.
 * Empty strings and nulls are removed, so an emptied field counts as missing ("Surname is required").
 */
export function normalizeFormData<T>(value: T): T {
  if (typeof value === 'string') return normalizeText(value) as T;
  if (Array.isArray(value)) return value.map((item) => normalizeFormData(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const normalized = normalizeFormData(item);
    if (normalized === '' || normalized === null || normalized === undefined) continue;
    out[key] = normalized;
  }
  return out as T;
}

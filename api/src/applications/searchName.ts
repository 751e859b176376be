/**
 * Text as staff search compares it: lower case, accents dropped ('Müller' -> 'muller'), runs of space as one. Done in
 * JavaScript, not with PostgreSQL's unaccent, so the embedded database (PGlite) searches alike.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The stored search column of an application: its given name and surname, searched word by word in any order. */
export function searchNameOf(data: Record<string, unknown>): string | null {
  const name = ['Given_Name', 'Surname'].flatMap((field) => (typeof data[field] === 'string' ? [searchText(data[field])] : [])).join(' ');
  return name || null;
}

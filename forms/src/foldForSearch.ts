/**
 * Text as a search compares it: accents dropped ('Müller' as 'muller', 'Côte' as 'cote'), lower case, spaces
 * collapsed. Searches fold both the query and what they look in, so neither case nor accents decide a match.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

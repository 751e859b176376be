import { foldForSearch } from '@evisa/forms';

/** The stored search column of an application: its given name and surname, searched word by word in any order. */
export function searchNameOf(data: Record<string, unknown>): string | null {
  const name = ['Given_Name', 'Surname'].flatMap((field) => (typeof data[field] === 'string' ? [foldForSearch(data[field])] : [])).join(' ');
  return name || null;
}

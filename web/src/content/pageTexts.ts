// The long information pages' texts, one file per page and language (texts/<page>/<language>.json). Each file is a
// chunk of its own that i18next fetches when the page is shown in that language: no page's text is in the first
// load, and this map of them is fetched only with the first such page.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./texts/*/*.json');

/** The texts of `page` (an i18next namespace) in `language`; none when the page has no file in it (English then). */
export async function loadPageTexts(page: string, language: string): Promise<Record<string, unknown>> {
  const load = files[`./texts/${page}/${language}.json`];
  return load ? (await load()).default : {};
}

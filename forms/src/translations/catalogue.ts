import { isObject } from '../query/schemaNodes.js';
import type { FormLanguage, FormManifest } from '../types.js';

/** One language's texts of a form version (`translations/<code>.json`): key -> text (keys: see TranslatableText). */
export interface Catalogue {
  language: string;
  texts: Record<string, string>;
}

/** The file of a language's catalogue in a version's files. */
export const catalogueFile = (language: string) => `translations/${language}.json`;

/** The language of a catalogue file's path, or undefined for another file. */
export function catalogueLanguage(path: string): string | undefined {
  return /^translations\/([a-z]{2,3})\.json$/.exec(path)?.[1];
}

/** The languages a version's form.json offers beside English. */
export function formLanguages(files: Record<string, unknown>): FormLanguage[] {
  const manifest = files['form.json'] as Partial<FormManifest> | undefined;
  return Array.isArray(manifest?.languages) ? manifest.languages : [];
}

/** A language's catalogue in a version's files (an empty one when the file is missing or malformed). */
export function catalogueOf(files: Record<string, unknown>, language: string): Catalogue {
  const file = files[catalogueFile(language)];
  const texts = isObject(file) && isObject(file.texts) ? file.texts : {};
  return {
    language,
    texts: Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  };
}

import { isObject } from '../query/schemaNodes.js';
import { SOURCE_LANGUAGE } from '../languages.js';
import type { FormDefinition } from '../types.js';
import { catalogueFile, catalogueLanguage, catalogueOf, formLanguages } from './catalogue.js';
import { translatableTexts, type TranslatableText } from './texts.js';

/** How far one language of a version is translated: what the checks report, and the console shows. */
export interface LanguageCompleteness {
  code: string;
  /** The language's name in English ("French"). */
  name: string;
  required: boolean;
  /** Texts of the form to translate, and how many the catalogue has. */
  total: number;
  translated: number;
  /** The first texts it lacks (at most MISSING_LISTED; `total - translated` counts them all), by key, with their English and where they show (the editor's words). */
  missing: Array<Pick<TranslatableText, 'key' | 'english' | 'where'>>;
  /** Keys of the catalogue the form no longer has (a field removed or renamed since): kept, unused. */
  unused: string[];
}

interface Problem {
  file: string;
  path: string;
  message: string;
}

/** The language's name in English, from CLDR ('fr' -> 'French'); undefined for a code CLDR does not know. */
export function englishLanguageName(code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([SOURCE_LANGUAGE], { type: 'language', fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The placeholders a text names: `{field}` (filled from answers), `{{name}}` and `${name}` (templates). */
export function placeholdersOf(text: string): string[] {
  return (text.match(/\$\{[^}]*\}|\{\{[^}]*\}\}|\{[A-Za-z_][A-Za-z0-9_]*\}/g) ?? []).sort();
}

// A list grown by thousands of entries lacks thousands of texts per language: the check names the first ones and
// counts the rest, so its answer stays small (it crosses from the worker thread and is serialised for the console).
const MISSING_LISTED = 20;

const pointerKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The translation checks of a version: form.json's languages, each catalogue's shape and language, and per
 * language its completeness. A required language lacking a text, and any translation that drops or adds a
 * placeholder, is a problem (publishing is refused); an optional language may go live partly translated (its
 * missing texts show in English, marked as such).
 */
export function checkTranslations(
  files: Record<string, unknown>,
  definition: FormDefinition,
): { errors: Problem[]; languages: LanguageCompleteness[] } {
  const errors: Problem[] = [];
  const add = (file: string, path: string, message: string) => errors.push({ file, path, message });
  const languages = formLanguages(files);
  const offered = new Set<string>();
  languages.forEach((language, index) => {
    const at = `/languages/${index}/code`;
    if (language.code === SOURCE_LANGUAGE) add('form.json', at, 'English is the form’s own language: list only the languages it is translated into');
    else if (!englishLanguageName(language.code))
      add('form.json', at, `“${language.code}” is not a language code (ISO 639, such as pt for Portuguese)`);
    if (offered.has(language.code)) add('form.json', at, `${language.code} is listed twice`);
    offered.add(language.code);
  });
  for (const [path, content] of Object.entries(files)) {
    const code = catalogueLanguage(path);
    if (!code) continue;
    if (!offered.has(code))
      add(path, '', `${englishLanguageName(code) ?? code} is not among the languages form.json offers: add it there or remove this file`);
    if (!isObject(content) || content.language !== code)
      add(path, '/language', `The catalogue must say "language": "${code}", the language of its file name`);
    const texts = isObject(content) ? content.texts : undefined;
    if (!isObject(texts)) add(path, '/texts', 'The catalogue must hold its texts as "texts": {key: text}');
    else
      for (const [key, value] of Object.entries(texts))
        if (typeof value !== 'string') add(path, `/texts/${pointerKey(key)}`, 'A translation must be text');
  }

  const texts = translatableTexts(definition);
  const keys = new Set(texts.map((text) => text.key));
  const report = languages
    .filter((language) => language.code !== SOURCE_LANGUAGE)
    .map((language): LanguageCompleteness => {
      const file = catalogueFile(language.code);
      const name = englishLanguageName(language.code) ?? language.code;
      const catalogue = catalogueOf(files, language.code);
      const missing: LanguageCompleteness['missing'] = [];
      let missingCount = 0;
      for (const text of texts) {
        const words = catalogue.texts[text.key];
        if (words === undefined || !words.trim()) {
          missingCount++;
          if (missingCount > MISSING_LISTED) continue;
          missing.push({ key: text.key, english: text.english, where: text.where });
          if (language.required)
            add(file, `/texts/${pointerKey(text.key)}`, `${name} is required: “${text.where}” is not translated (“${text.english}”)`);
          continue;
        }
        const expected = placeholdersOf(text.english);
        const found = placeholdersOf(words);
        if (expected.join('\u0000') !== found.join('\u0000')) {
          add(
            file,
            `/texts/${pointerKey(text.key)}`,
            `${name}: “${text.where}” must keep the placeholders of the English, ${expected.length ? expected.join(' ') : 'which has none'}${found.length ? ` (it has ${found.join(' ')})` : ''}`,
          );
        }
      }
      if (language.required && missingCount > MISSING_LISTED)
        add(
          file,
          '/texts',
          `${name} is required: ${missingCount - MISSING_LISTED} more texts are not translated (the Translations view lists them all)`,
        );
      return {
        code: language.code,
        name,
        required: language.required,
        total: texts.length,
        translated: texts.length - missingCount,
        missing,
        unused: Object.keys(catalogue.texts).filter((key) => !keys.has(key)),
      };
    });
  return { errors, languages: report };
}

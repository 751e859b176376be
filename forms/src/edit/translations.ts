import Papa from 'papaparse';
import { SOURCE_LANGUAGE } from '../languages.js';
import { catalogueFile, catalogueOf, formLanguages } from '../translations/catalogue.js';
import { englishLanguageName, placeholdersOf } from '../translations/checkTranslations.js';
import { translatableTexts, type TranslatableText } from '../translations/texts.js';
import type { FormLanguage } from '../types.js';
import { definitionOf, editFiles, EditError, manifestOf, type DefinitionFiles } from './editFiles.js';

/** The language form.json offers, or an EditError naming it. */
function offered(files: DefinitionFiles, code: string): FormLanguage {
  const language = formLanguages(files).find((candidate) => candidate.code === code);
  if (!language) throw new EditError(`The form is not translated into ${englishLanguageName(code) ?? code}: add the language first.`);
  return language;
}

const textsByKey = (files: DefinitionFiles) => new Map(translatableTexts(definitionOf(files)).map((text) => [text.key, text]));

/** A translation whose placeholders differ from the English, said in the editor's words; undefined when they match. */
function placeholderProblem(text: TranslatableText, words: string): string | undefined {
  const expected = placeholdersOf(text.english);
  if (expected.join('\u0000') === placeholdersOf(words).join('\u0000')) return undefined;
  return `“${text.where}” must keep ${expected.length ? `the placeholders ${expected.join(' ')}` : 'no placeholders'}, as the English does.`;
}

/**
 * Offers the form in one more language (an ISO 639 code CLDR knows, such as "pt"), with an empty catalogue: every
 * text shows in English until translated. `required`: publishing waits until every text is translated.
 */
export function addLanguage(files: DefinitionFiles, code: string, required = false): DefinitionFiles {
  const language = code.trim().toLowerCase();
  if (language === SOURCE_LANGUAGE) throw new EditError('English is the form’s own language.');
  if (!/^[a-z]{2,3}$/.test(language) || !englishLanguageName(language)) {
    throw new EditError(`“${code}” is not a language code: write its ISO 639 code, such as pt for Portuguese.`);
  }
  if (formLanguages(files).some((candidate) => candidate.code === language)) {
    throw new EditError(`The form is already translated into ${englishLanguageName(language)}.`);
  }
  manifestOf(files);
  return editFiles(files, ['form.json', catalogueFile(language)], (copies) => {
    copies['form.json']!.languages = [...formLanguages(files), { code: language, required }];
    copies[catalogueFile(language)] = { ...catalogueOf(files, language), language };
  });
}

/** Whether publishing waits for every text of a language. */
export function setLanguageRequired(files: DefinitionFiles, code: string, required: boolean): DefinitionFiles {
  offered(files, code);
  return editFiles(files, ['form.json'], (copies) => {
    copies['form.json']!.languages = formLanguages(files).map((language) => (language.code === code ? { ...language, required } : language));
  });
}

/** Stops offering a language: it leaves form.json, and its catalogue goes with it. */
export function removeLanguage(files: DefinitionFiles, code: string): DefinitionFiles {
  offered(files, code);
  const edited = editFiles(files, ['form.json'], (copies) => {
    copies['form.json']!.languages = formLanguages(files).filter((language) => language.code !== code);
  });
  const { [catalogueFile(code)]: _removed, ...rest } = edited;
  return rest;
}

/** One text in one language; an empty text removes the translation (the English shows). */
export function setTranslation(files: DefinitionFiles, code: string, key: string, words: string): DefinitionFiles {
  offered(files, code);
  const text = textsByKey(files).get(key);
  if (!text) throw new EditError(`The form has no text “${key}” (a field removed or renamed since?).`);
  const trimmed = words.trim();
  const problem = trimmed ? placeholderProblem(text, trimmed) : undefined;
  if (problem) throw new EditError(problem);
  return editFiles(files, [catalogueFile(code)], (copies) => {
    const { [key]: _old, ...others } = catalogueOf(files, code).texts;
    copies[catalogueFile(code)] = { language: code, texts: trimmed ? { ...others, [key]: trimmed } : others };
  });
}

/** A language's texts as CSV for a translator: one row per text, columns key, English and the language's code. */
export function translationsCsv(files: DefinitionFiles, code: string): string {
  offered(files, code);
  const { texts } = catalogueOf(files, code);
  const rows = translatableTexts(definitionOf(files)).map((text) => [text.key, text.english, texts[text.key] ?? '']);
  return Papa.unparse({ fields: ['key', 'English', code], data: rows }, { quotes: true, newline: '\r\n' });
}

/** What an import changed, text by text, in the editor's words. */
export interface TranslationImport {
  files: DefinitionFiles;
  changes: Array<{ key: string; where: string; before?: string; after: string }>;
  /** Rows left as they were: no translation in the file, or the same one. */
  unchanged: number;
}

/**
 * Reads a translator's CSV (as translationsCsv writes it) into a language's catalogue. Checked first, and refused
 * as a whole with the reason (nothing changes) when it is not such a file, names another language, has a key the
 * form does not have, or drops or adds a placeholder. An empty cell keeps the text there is.
 */
export function importTranslationsCsv(files: DefinitionFiles, code: string, csv: string): TranslationImport {
  offered(files, code);
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = parsed.data;
  if (parsed.errors.length || !header)
    throw new EditError(
      `The file is not CSV the editor can read${parsed.errors[0] ? `: ${parsed.errors[0].message} (row ${(parsed.errors[0].row ?? 0) + 1})` : ''}.`,
    );
  const columns = header.map((cell) => cell.trim().toLowerCase());
  if (columns[0] !== 'key' || columns.length < 3) throw new EditError(`The first row must name the columns key, English and ${code}.`);
  const at = columns.indexOf(code);
  if (at < 2)
    throw new EditError(
      `The file has no column “${code}”: it is not a ${englishLanguageName(code) ?? code} translation (columns: ${header.join(', ')}).`,
    );
  const texts = textsByKey(files);
  const current = catalogueOf(files, code).texts;
  const problems: string[] = [];
  const changes: TranslationImport['changes'] = [];
  let unchanged = 0;
  const next = { ...current };
  rows.forEach((row, index) => {
    const key = row[0]?.trim() ?? '';
    const words = row[at]?.trim() ?? '';
    const text = texts.get(key);
    if (!text) return void problems.push(`row ${index + 2}: the form has no text “${key}”`);
    const problem = words ? placeholderProblem(text, words) : undefined;
    if (problem) return void problems.push(`row ${index + 2}: ${problem}`);
    if (!words || words === current[key]) return void unchanged++;
    changes.push({ key, where: text.where, ...(current[key] !== undefined ? { before: current[key] } : {}), after: words });
    next[key] = words;
  });
  if (problems.length) {
    const shown = problems.slice(0, 5).join('; ');
    throw new EditError(`Nothing was imported: ${shown}${problems.length > 5 ? ` and ${problems.length - 5} more` : ''}.`);
  }
  return {
    files: changes.length
      ? editFiles(files, [catalogueFile(code)], (copies) => void (copies[catalogueFile(code)] = { language: code, texts: next }))
      : files,
    changes,
    unchanged,
  };
}

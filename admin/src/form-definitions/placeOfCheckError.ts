import {
  atPointer,
  catalogueLanguage,
  englishLanguageName,
  manifestOf,
  translatableTexts,
  type DefinitionFiles,
  type FormQuery,
} from '@evisa/forms/browser';
import type { CheckError } from './types';

/** Where the editor shows a check error: beside a field, a list, a Preview section, or in the JSON editor. */
export type CheckPlace =
  | { tab: 'fields'; stepId: string; field: string }
  | { tab: 'lists'; listId: string }
  | { tab: 'preview'; section?: number }
  | { tab: 'translations'; language: string; key?: string }
  | { tab: 'json'; file: string; path: string };

const segmentsOf = (path: string) =>
  path
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));

/**
 * The place a check error concerns, from its file and JSON pointer: a step file's error names a field of the step
 * somewhere in its path (`/properties/Hotel/maxLength`, `/errorMessage/required/Hotel`, `/Hotel/ui:widget`) or
 * points at its name (`/required/4`).
 */
export function placeOfCheckError(error: CheckError, files: DefinitionFiles, form: FormQuery | undefined): CheckPlace {
  const json: CheckPlace = { tab: 'json', file: error.file, path: error.path };
  if (!form) return json;
  const language = catalogueLanguage(error.file);
  if (language) {
    const [texts, key] = segmentsOf(error.path);
    return { tab: 'translations', language, ...(texts === 'texts' && key ? { key } : {}) };
  }
  if (error.file === 'form.json' && error.path.startsWith('/languages/')) {
    const code = (manifestOf(files).languages ?? [])[Number(segmentsOf(error.path)[1])]?.code;
    if (code) return { tab: 'translations', language: code };
  }
  if (error.file === 'form.json') {
    const [key, sections, index] = segmentsOf(error.path);
    if (key !== 'preview') return json;
    return sections === 'sections' && index !== undefined ? { tab: 'preview', section: Number(index) } : { tab: 'preview' };
  }
  if (error.file.startsWith('lists/')) {
    const lists = form.lists.filter((list) => list.file === error.file && (error.path + '/').startsWith(list.pointer + '/'));
    const list = lists.sort((a, b) => b.pointer.length - a.pointer.length)[0];
    return list ? { tab: 'lists', listId: list.id } : json;
  }
  let steps;
  try {
    steps = manifestOf(files).steps;
  } catch {
    return json;
  }
  const step = steps.find((candidate) => candidate.schema === error.file || candidate.uiSchema === error.file);
  const query = step && form.steps.find((candidate) => candidate.id === step.id);
  // The path names the field (`/properties/Hotel`), or points at its name (`/required/4`).
  const named = atPointer(files[error.file], error.path);
  const field = query && [...segmentsOf(error.path), ...(typeof named === 'string' ? [named] : [])].findLast((segment) => query.names.has(segment));
  return query && field ? { tab: 'fields', stepId: query.id, field } : json;
}

/** Where a check error is, in the editor's words: "Applicant and passport details › Surname", "List “Nationality”". */
export function placeInWords(place: CheckPlace, form: FormQuery | undefined): string {
  if (place.tab === 'fields') {
    const step = form?.steps.find((candidate) => candidate.id === place.stepId);
    return `${step?.title ?? place.stepId} › ${step?.field(place.field)?.title ?? place.field}`;
  }
  if (place.tab === 'lists') return `List “${form?.lists.find((list) => list.id === place.listId)?.title ?? place.listId}”`;
  if (place.tab === 'preview') {
    const section = place.section === undefined ? undefined : form?.preview.sections[place.section];
    return section ? `Preview section “${section.title}”` : 'Preview sections';
  }
  if (place.tab === 'translations') {
    const text = place.key === undefined ? undefined : form && translatableTexts(form.definition).find((candidate) => candidate.key === place.key);
    return `Translations › ${englishLanguageName(place.language) ?? place.language}${text ? ` › ${text.where}` : ''}`;
  }
  return `JSON of ${place.file}${place.path ? ` at ${place.path}` : ''}`;
}

import { queryForm } from '../query/queryForm.js';
import { atPointer, isObject } from '../query/schemaNodes.js';
import type { FormList } from '../query/types.js';
import type { JsonSchema } from '../types.js';
import { definitionOf, editFiles, EditError, manifestOf, type DefinitionFiles } from './editFiles.js';

type Entry = string;

/** The list as the query reads it, and the place of its `enum` in its file; refused for a derived list. */
function listOf(files: DefinitionFiles, listId: string): FormList {
  const list = queryForm(definitionOf(files)).lists.find((candidate) => candidate.id === listId);
  if (!list) throw new EditError(`There is no list "${listId}".`);
  const source = atPointer(files[list.file], list.pointer);
  if (isObject(source) && isObject(source.derive)) {
    throw new EditError(`"${list.title}" is made from ${String(source.derive.from)}: change that list instead.`);
  }
  return list;
}

/**
 * Changes the entries of a list in a copy of its file. Fields that offer the list with labels of their own
 * (`ui:enumNames`, matched to entries by position) keep each entry's label; a new entry is shown as written.
 */
function editEntries(files: DefinitionFiles, list: FormList, change: (entries: unknown[]) => unknown[], renamed?: [Entry, Entry]): DefinitionFiles {
  const definition = definitionOf(files);
  const form = queryForm(definition);
  const labelled = form.fields.filter(
    (field) => Array.isArray(field.ui['ui:enumNames']) && JSON.stringify(field.schema.enum) === JSON.stringify(list.values),
  );
  const uiFiles = new Map(manifestOf(files).steps.map((step) => [step.id, step.uiSchema]));
  const paths = [...new Set(labelled.map((field) => uiFiles.get(field.stepId)!))];
  return editFiles(files, [list.file, ...paths], (copies) => {
    const node = atPointer(copies[list.file], list.pointer) as JsonSchema;
    const entries = change(node.enum as unknown[]);
    node.enum = entries;
    for (const field of labelled) {
      const labels = new Map(
        list.values.map((value, index) => [renamed && value === renamed[0] ? renamed[1] : value, (field.ui['ui:enumNames'] as unknown[])[index]]),
      );
      const ui = copies[uiFiles.get(field.stepId)!]![field.name] as JsonSchema;
      ui['ui:enumNames'] = entries.map((value) => labels.get(value) ?? value);
    }
  });
}

function checkNew(list: FormList, entry: Entry, except?: Entry) {
  if (!entry.trim()) throw new EditError('An entry cannot be empty.');
  if (entry !== entry.trim()) throw new EditError('An entry cannot start or end with a space.');
  if (entry !== except && list.values.includes(entry)) throw new EditError(`"${list.title}" already has "${entry}".`);
}

/** Adds an entry at a place in the list (0 = first), at the end when `at` is absent. */
export function addListEntry(files: DefinitionFiles, listId: string, entry: Entry, at?: number): DefinitionFiles {
  const list = listOf(files, listId);
  checkNew(list, entry);
  return editEntries(files, list, (entries) => {
    const next = [...entries];
    next.splice(at ?? next.length, 0, entry);
    return next;
  });
}

/**
 * Renames an entry where it stands. Answers already given keep the old text, and conditions or fee codes that
 * name it must be changed too (the checks before publishing say which).
 */
export function renameListEntry(files: DefinitionFiles, listId: string, entry: Entry, newEntry: Entry): DefinitionFiles {
  const list = listOf(files, listId);
  if (!list.values.includes(entry)) throw new EditError(`"${list.title}" has no "${entry}".`);
  checkNew(list, newEntry, entry);
  return editEntries(files, list, (entries) => entries.map((value) => (value === entry ? newEntry : value)), [entry, newEntry]);
}

export function removeListEntry(files: DefinitionFiles, listId: string, entry: Entry): DefinitionFiles {
  const list = listOf(files, listId);
  if (!list.values.includes(entry)) throw new EditError(`"${list.title}" has no "${entry}".`);
  if (list.values.length === 1) throw new EditError(`"${list.title}" needs at least one entry.`);
  return editEntries(files, list, (entries) => entries.filter((value) => value !== entry));
}

/** Sorts a list alphabetically (as people read it: case and accents aside). */
export function sortList(files: DefinitionFiles, listId: string): DefinitionFiles {
  const list = listOf(files, listId);
  return editEntries(files, list, (entries) => [...entries].sort((a, b) => String(a).localeCompare(String(b), 'en', { sensitivity: 'base' })));
}

/** Moves an entry to a place in the list (0 = first). */
export function moveListEntry(files: DefinitionFiles, listId: string, entry: Entry, toIndex: number): DefinitionFiles {
  const list = listOf(files, listId);
  if (!list.values.includes(entry)) throw new EditError(`"${list.title}" has no "${entry}".`);
  return editEntries(files, list, (entries) => {
    const next = entries.filter((value) => value !== entry);
    next.splice(Math.max(0, Math.min(toIndex, next.length)), 0, entry);
    return next;
  });
}

/** Adds a list file (lists/<id>.json) that a choice field can offer. */
export function addList(files: DefinitionFiles, id: string, title: string, entries: Entry[]): DefinitionFiles {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) throw new EditError('A list name uses lower-case letters, digits and hyphens ("meal-preferences").');
  if (`lists/${id}.json` in files) throw new EditError(`There is already a list "${id}".`);
  if (!title.trim()) throw new EditError('A list needs a title.');
  if (entries.length === 0) throw new EditError('A list needs at least one entry.');
  const unique = new Set(entries);
  if (unique.size !== entries.length) throw new EditError('A list cannot have the same entry twice.');
  for (const entry of entries) if (!entry.trim()) throw new EditError('An entry cannot be empty.');
  return {
    ...files,
    [`lists/${id}.json`]: {
      title: title.trim(),
      type: 'string',
      enum: entries,
      errorMessage: { enum: `Please choose ${title.trim().toLowerCase()} from the list` },
    },
  };
}

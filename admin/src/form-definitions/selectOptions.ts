import { EDITABLE_KINDS, KIND_LABELS, type FormField, type FormList } from '@evisa/forms/browser';
import type { SelectOption } from '../common/SelectField';

/** The kinds an editor may give a field, as adding a field and changing one offer them. */
export const KIND_OPTIONS = EDITABLE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

/** The definition's value lists (a choice field's entries), named by title and size (two lists may share a title). */
export const listOptions = (lists: readonly FormList[]): Array<SelectOption<string>> =>
  lists.map((list) => ({ value: list.id, label: `${list.title} (${list.values.length} entries)` }));

/** Fields of a step by their titles, as applicants know them. */
export const fieldOptions = (fields: readonly FormField[]): Array<SelectOption<string>> =>
  fields.map((field) => ({ value: field.name, label: field.title }));

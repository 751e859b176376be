import { queryForm } from '../query/queryForm.js';
import type { JsonSchema, PreviewLayout, PreviewSectionLayout } from '../types.js';
import { definitionOf, editFiles, EditError, type DefinitionFiles } from './editFiles.js';

/** Changes a copy of the Preview layout (form.json `preview`), as the query reads it. */
function editLayout(files: DefinitionFiles, change: (layout: PreviewLayout) => void): DefinitionFiles {
  const layout = structuredClone(queryForm(definitionOf(files)).preview);
  change(layout);
  return editFiles(files, ['form.json'], (copies) => {
    copies['form.json']!.preview = layout as unknown as JsonSchema;
  });
}

function sectionAt(layout: PreviewLayout, index: number): PreviewSectionLayout {
  const section = layout.sections[index];
  if (!section) throw new EditError(`The Preview has no section ${index + 1}.`);
  return section;
}

/** Takes a field out of every section and block (a field is shown in one place). */
function takeOut(layout: PreviewLayout, name: string) {
  for (const section of layout.sections) {
    if (section.fields) section.fields = section.fields.filter((field) => field !== name);
    for (const block of section.blocks ?? []) block.fields = block.fields.filter((field) => field !== name);
  }
}

export function addPreviewSection(files: DefinitionFiles, title: string, at?: number): DefinitionFiles {
  if (!title.trim()) throw new EditError('A section needs a title.');
  return editLayout(files, (layout) => layout.sections.splice(at ?? layout.sections.length, 0, { title: title.trim(), fields: [] }));
}

export function renamePreviewSection(files: DefinitionFiles, index: number, title: string): DefinitionFiles {
  if (!title.trim()) throw new EditError('A section needs a title.');
  return editLayout(files, (layout) => {
    sectionAt(layout, index).title = title.trim();
  });
}

/** Removes a section; the fields it named go where the layout puts fields no section names. */
export function removePreviewSection(files: DefinitionFiles, index: number): DefinitionFiles {
  return editLayout(files, (layout) => {
    const section = sectionAt(layout, index);
    if (section.uploads) throw new EditError(`"${section.title}" holds the photograph and documents: give that role to another section first.`);
    layout.sections.splice(index, 1);
  });
}

export function movePreviewSection(files: DefinitionFiles, index: number, toIndex: number): DefinitionFiles {
  return editLayout(files, (layout) => {
    const [section] = layout.sections.splice(index, 1);
    if (!section) throw new EditError(`The Preview has no section ${index + 1}.`);
    layout.sections.splice(Math.max(0, Math.min(toIndex, layout.sections.length)), 0, section);
  });
}

/**
 * Shows a field in a section, at a place among the fields it names (at the end when `at` is absent), taking it
 * out of the section or block that named it before. `block` puts it under one of the section's sub-headings.
 */
export function placePreviewField(files: DefinitionFiles, name: string, sectionIndex: number, at?: number, block?: number): DefinitionFiles {
  const form = queryForm(definitionOf(files));
  const field = form.field(name);
  if (!field) throw new EditError(`The form has no field "${name}".`);
  return editLayout(files, (layout) => {
    const section = sectionAt(layout, sectionIndex);
    takeOut(layout, name);
    layout.hidden = (layout.hidden ?? []).filter((hidden) => hidden !== name);
    const list = block === undefined ? (section.fields ??= []) : section.blocks?.[block]?.fields;
    if (!list) throw new EditError(`"${section.title}" has no sub-heading ${String((block ?? 0) + 1)}.`);
    list.splice(at ?? list.length, 0, name);
  });
}

/** Takes a field out of the sections: it is shown where the layout puts fields no section names (see README). */
export function unplacePreviewField(files: DefinitionFiles, name: string): DefinitionFiles {
  return editLayout(files, (layout) => takeOut(layout, name));
}

/** Never shows a field on the Preview (true), or shows it again (false). */
export function hidePreviewField(files: DefinitionFiles, name: string, hidden: boolean): DefinitionFiles {
  if (!queryForm(definitionOf(files)).field(name)) throw new EditError(`The form has no field "${name}".`);
  return editLayout(files, (layout) => {
    takeOut(layout, name);
    const rest = (layout.hidden ?? []).filter((field) => field !== name);
    layout.hidden = hidden ? [...rest, name] : rest;
  });
}

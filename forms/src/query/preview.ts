import type { FormDefinition, PreviewSectionLayout } from '../types.js';
import { queryForm } from './queryForm.js';
import { fieldLabel, hasAnswer } from './schemaNodes.js';
import { scalarText } from '../yesNo.js';
import type { FormField, FormQuery } from './types.js';

/** One answer on the Preview; `field` is absent for a stored value the definition does not define. */
export interface PreviewRow {
  name: string;
  title: string;
  value: unknown;
  field?: FormField;
}

export interface PreviewSection {
  /** Stable across applications (the layout's title before its answers are filled in). */
  key: string;
  title: string;
  rows: PreviewRow[];
  blocks: Array<{ title: string; rows: PreviewRow[] }>;
  /** The section of the photograph and documents (layout `uploads`). */
  uploads: boolean;
}

export interface Preview {
  /**
   * The sections of the layout that have rows, in its order, then a section per step the layout gives no place
   * for a field of. A field always asked has a row, answered or not; a field a condition shows only when answered.
   */
  sections: PreviewSection[];
  /** The photograph and documents that have a stored file, in form order. */
  uploads: PreviewRow[];
  /** Stored values the Preview does not show: fields it hides (the re-entered e-mail) and names no step defines. */
  other: PreviewRow[];
}

interface Placement {
  section: number;
  block?: number;
}

/** Where each field goes: named by a section, else shown by a section's `shownBy`, else the `rest` of its step. */
function placements(query: FormQuery): { placed: Map<string, Placement>; extra: Map<string, string[]> } {
  const layout = query.preview.sections;
  const hidden = new Set(query.preview.hidden ?? []);
  const placed = new Map<string, Placement>();
  layout.forEach((section, index) => {
    for (const name of section.fields ?? []) if (!placed.has(name)) placed.set(name, { section: index });
    section.blocks?.forEach((block, blockIndex) => {
      for (const name of block.fields) if (!placed.has(name)) placed.set(name, { section: index, block: blockIndex });
    });
  });
  const extra = new Map<string, string[]>();
  const findSection = (test: (section: PreviewSectionLayout) => boolean) => layout.findIndex(test);
  for (const field of query.fields) {
    if (placed.has(field.name) || hidden.has(field.name)) continue;
    let section = -1;
    if (field.upload) section = findSection((candidate) => candidate.uploads === true);
    if (section === -1 && field.condition) {
      section = findSection((candidate) => candidate.shownBy !== undefined && field.condition!.reads.includes(candidate.shownBy));
    }
    if (section === -1) section = findSection((candidate) => candidate.rest?.includes(field.stepId) ?? false);
    if (section === -1) extra.set(field.stepId, [...(extra.get(field.stepId) ?? []), field.name]);
    else placed.set(field.name, { section });
  }
  return { placed, extra };
}

/**
 * An application laid out as its Preview: the sections of the definition's layout (form.json `preview`), each
 * with the fields it holds in order (those it names, then those it takes by `shownBy` or `rest`, in form order).
 * The site's Preview and printable summary show the answered rows; the console also the questions not answered yet.
 */
export function previewOf(definition: FormDefinition, answers: Record<string, unknown>): Preview {
  const query = queryForm(definition);
  const layout = query.preview.sections;
  const { placed, extra } = placements(query);
  const row = (field: FormField): PreviewRow => ({ name: field.name, title: field.title, value: answers[field.name], field });
  const shows = (field: FormField) => !field.condition || hasAnswer(answers[field.name]);
  const named = (names: readonly string[]) =>
    names.flatMap((name) => {
      const field = query.field(name);
      return field && shows(field) ? [row(field)] : [];
    });
  const fill = (title: string) =>
    title.replace(/\{([^{}]+)\}/g, (_, name: string) => {
      // An answer by its choice's label (in a localized definition, the applicant's language), else as stored.
      const label = query.field(name)?.choices?.find((choice) => choice.value === answers[name])?.label;
      return hasAnswer(answers[name]) ? (label ?? scalarText(answers[name])) : (query.field(name)?.title ?? name);
    });

  const sections = layout.map((section, index): PreviewSection => {
    const own = new Set([...(section.fields ?? []), ...(section.blocks ?? []).flatMap((block) => block.fields)]);
    const taken = query.fields.filter((field) => !own.has(field.name) && placed.get(field.name)?.section === index && shows(field));
    return {
      key: section.title,
      title: fill(section.title),
      rows: [
        ...named((section.fields ?? []).filter((name) => placed.get(name)?.section === index && placed.get(name)?.block === undefined)),
        ...taken.map(row),
      ],
      blocks: (section.blocks ?? [])
        .map((block, blockIndex) => ({
          title: fill(block.title),
          rows: named(block.fields.filter((name) => placed.get(name)?.section === index && placed.get(name)?.block === blockIndex)),
        }))
        .filter((block) => block.rows.length > 0),
      uploads: section.uploads === true,
    };
  });
  const extras = [...extra].map(([stepId, names]): PreviewSection => {
    const title = query.step(stepId).title;
    return { key: `step:${stepId}`, title, rows: named(names), blocks: [], uploads: false };
  });
  const hidden = new Set(query.preview.hidden ?? []);
  return {
    sections: [...sections, ...extras].filter((section) => section.rows.length > 0 || section.blocks.length > 0),
    uploads: query.fields.filter((field) => field.upload && hasAnswer(answers[field.name])).map(row),
    other: Object.entries(answers)
      .filter(([name, value]) => hasAnswer(value) && (hidden.has(name) || !query.field(name)))
      .map(([name, value]) => {
        const field = query.field(name);
        return field ? row(field) : { name, title: fieldLabel(name), value };
      }),
  };
}

/**
 * The sections as the printable summary shows them: only the answered rows (a printout has nothing to fill in),
 * and only the sections and blocks left with one. The site's Preview and the summary PDF the API makes.
 */
export function answeredSections(preview: Preview): PreviewSection[] {
  const answered = (rows: PreviewRow[]) => rows.filter((row) => hasAnswer(row.value));
  return preview.sections
    .map((section) => ({
      ...section,
      rows: answered(section.rows),
      blocks: section.blocks.map((block) => ({ ...block, rows: answered(block.rows) })).filter((block) => block.rows.length > 0),
    }))
    .filter((section) => section.rows.length > 0 || section.blocks.length > 0);
}

import { hasAnswer, previewOf } from '@evisa/forms/browser';
import type { FormDefinition, PreviewRow } from '../../definition/types';

export interface PreviewSection {
  key: string;
  title: string;
  rows: PreviewRow[];
  /** Rows under a sub-heading of their own (the military block of the occupation). */
  blocks: Array<{ title: string; rows: PreviewRow[] }>;
  /** No field of the section has a value yet (the applicant has not reached its step). */
  empty: boolean;
}

export interface ApplicationPreview {
  sections: PreviewSection[];
  /** The photograph and documents, in form order, with the stored file names. */
  uploads: PreviewRow[];
}

/**
 * An application laid out by the definition's Preview layout, as the applicant's Preview shows it: every question
 * always asked (answered or not), a conditional one when answered. The photograph and documents are apart, for
 * the documents panel; stored values the Preview does not show (the re-entered e-mail, the recorded address, a
 * field the definition no longer has) come last, under 'Other stored values'.
 */
export const applicationPreview = (definition: FormDefinition, data: Record<string, unknown>): ApplicationPreview => {
  const preview = previewOf(definition, data);
  const sections = preview.sections
    .filter((section) => !section.uploads)
    .map(({ key, title, rows, blocks }) => ({
      key,
      title,
      rows,
      blocks,
      empty: [...rows, ...blocks.flatMap((block) => block.rows)].every((row) => !hasAnswer(row.value)),
    }));
  if (preview.other.length > 0) sections.push({ key: 'stored', title: 'Other stored values', rows: preview.other, blocks: [], empty: false });
  return { sections, uploads: preview.uploads };
};

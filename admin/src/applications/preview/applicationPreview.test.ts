import { SAMPLE_DOCUMENT, SAMPLE_PHOTO, shownAndStored, validApplication, validStep1 } from '@evisa/forms/fixtures';
import { beforeAll, expect, it } from 'vitest';
import type { FormDefinition } from '../../definition/types';
import { useRealApi } from '../../test/realApi';
import { applicationPreview } from './applicationPreview';

// Laid out with the definition the API publishes, as the console gets it.
let definition: FormDefinition;
beforeAll(async () => {
  useRealApi();
  definition = ((await (await fetch('/api/forms/india-evisa')).json()) as { data: FormDefinition }).data;
});

const titles = (data: Record<string, unknown>) => applicationPreview(definition, data).sections.map((section) => section.title);

// How the Preview lays the sections and blocks out is forms' previewOf (forms/test/preview.test.ts); these are the
// console's own changes to it, with the definition the API serves.
it('keeps the photograph and documents apart, adds the values the Preview does not show, and shows every value once', () => {
  const data = validApplication();
  const preview = applicationPreview(definition, data);
  expect(titles(data)).not.toContain('Photograph and documents');
  expect(titles(data).at(-1)).toBe('Other stored values');
  const { shown, stored } = shownAndStored(preview.sections, preview.uploads, data);
  expect(shown).toEqual(stored);
  expect(preview.uploads.map((row) => [row.name, row.field?.upload, row.value])).toEqual([
    ['image', 'photo', SAMPLE_PHOTO],
    ['passport', 'document', SAMPLE_DOCUMENT],
  ]);
  expect(preview.sections.at(-1)?.rows.map((row) => row.name)).toEqual(['ConfirmEmail']);
  expect(preview.sections.every((candidate) => !candidate.empty)).toBe(true);
});

it('marks the sections of steps not filled in yet, and keeps values the definition no longer knows', () => {
  const data: Record<string, unknown> = { ...validStep1(), Legacy_field: 'kept' };
  const preview = applicationPreview(definition, data);
  expect(preview.sections.find((candidate) => candidate.title === 'Applicant Details')?.empty).toBe(false);
  expect(preview.sections.find((candidate) => candidate.title === 'Father Details')?.empty).toBe(true);
  expect(preview.sections.at(-1)).toMatchObject({
    title: 'Other stored values',
    rows: [
      { name: 'ConfirmEmail', value: data.ConfirmEmail },
      { name: 'Legacy_field', title: 'Legacy field', value: 'kept' },
    ],
  });
  expect(preview.uploads).toEqual([]);
});

import { SAMPLE_DOCUMENT, SAMPLE_PHOTO, validApplication, validStep1 } from '@evisa/forms/fixtures';
import { beforeAll, expect, it } from 'vitest';
import { hasAnswer } from '@evisa/forms/browser';
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
const section = (data: Record<string, unknown>, title: string) =>
  applicationPreview(definition, data).sections.find((candidate) => candidate.title === title);

it("lays a complete application out in the Preview's sections, every value exactly once", () => {
  const data = validApplication();
  const preview = applicationPreview(definition, data);
  expect(preview.sections.map((candidate) => candidate.title)).toEqual([
    'Applicant Details',
    'Passport Details',
    "Applicant's Address Details",
    'Father Details',
    'Mother Details',
    'Professional/Occupation Details',
    'Details of VISA Sought',
    'Previous Visa details',
    'Other Information',
    'SAARC Country Visit',
    'Reference',
    'Additional Question Details',
    'Other stored values',
  ]);
  const shown = [
    ...preview.sections.flatMap((candidate) => [...candidate.rows, ...candidate.blocks.flatMap((block) => block.rows)]),
    ...preview.uploads,
  ]
    .filter((row) => hasAnswer(row.value))
    .map((row) => row.name);
  expect([...shown].sort()).toEqual(
    Object.keys(data)
      .filter((name) => hasAnswer(data[name]))
      .sort(),
  );
  expect(preview.uploads.map((row) => [row.name, row.field?.upload, row.value])).toEqual([
    ['image', 'photo', SAMPLE_PHOTO],
    ['passport', 'document', SAMPLE_DOCUMENT],
  ]);
  expect(section(data, 'Passport Details')?.rows.map((row) => row.name)).toContain('Passport_Number');
  expect(section(data, 'Other stored values')?.rows.map((row) => row.name)).toEqual(['ConfirmEmail']);
});

it('shows conditional blocks only when they have values: spouse, military, previous visit, SAARC, purpose', () => {
  const data = validApplication(new Date(), {
    Visa_Service: 'eBUSINESS VISA',
    sub_Visa_Service: 'Attend Technical/Business Meetings',
    Applicant_Marital_Status: 'MARRIED',
    spouse_Name: 'Kenji Tanaka',
    Are_you_Military_Security: true,
    Military_organization: 'French Army',
    Have_you_ever_visited_India_before: true,
    India_before_Address: 'Hotel Imperial, Delhi',
    visited_SAARC_countries: true,
    saarc_countries: [{ saarc_country: 'NEPAL', saarc_country_year: '2023', saarc_country_n0_visits: '2' }],
  });
  expect(titles(data)).toContain('Spouse Detail');
  expect(section(data, 'Spouse Detail')?.rows.map((row) => row.name)).toEqual(['spouse_Name']);

  const profession = section(data, 'Professional/Occupation Details');
  expect(profession?.blocks).toEqual([
    { title: 'Military/Semi-Military/Police/Security organization', rows: [expect.objectContaining({ value: 'French Army' })] },
  ]);
  expect(section(data, 'Previous Visa details')?.rows.map((row) => row.name)).toContain('India_before_Address');
  expect(section(data, 'SAARC Country Visit')?.rows.at(-1)?.value).toEqual(data.saarc_countries);

  const purpose = section(data, 'Details of Attend Technical/Business Meetings');
  expect(purpose?.rows.length).toBeGreaterThan(0);
  expect(purpose?.rows.every((row) => row.name.startsWith('ATTEND_TECHNICAL_'))).toBe(true);

  const single = validApplication();
  expect(titles(single)).not.toContain('Spouse Detail');
  expect(section(single, 'Professional/Occupation Details')?.blocks).toEqual([]);
  expect(titles(single).some((title) => title.startsWith('Details of Tourism'))).toBe(false);
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

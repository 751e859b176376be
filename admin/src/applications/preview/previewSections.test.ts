import { SAMPLE_DOCUMENT, SAMPLE_PHOTO, validApplication, validStep1 } from '@evisa/forms/fixtures';
import { beforeAll, expect, it } from 'vitest';
import { hasValue } from '../../definition/formatValue';
import type { FormDefinition } from '../../definition/types';
import { useRealApi } from '../../test/realApi';
import { previewSections } from './previewSections';

// Laid out with the definition the API publishes, as the console gets it.
let definition: FormDefinition;
beforeAll(async () => {
  useRealApi();
  definition = ((await (await fetch('/api/forms/india-evisa')).json()) as { data: FormDefinition }).data;
});

const titles = (data: Record<string, unknown>) => previewSections(definition, data).sections.map((section) => section.title);
const section = (data: Record<string, unknown>, title: string) => previewSections(definition, data).sections.find((candidate) => candidate.title === title);

it("lays a complete application out in the Preview's sections, every value exactly once", () => {
  const data = validApplication();
  const preview = previewSections(definition, data);
  expect(preview.sections.map((candidate) => candidate.title)).toEqual([
    'Applicant Details',
    'Passport Details',
    "Applicant's Address Details",
    'Father Details',
    'Mother Details',
    'Professional/Occupation Details',
    'Details of VISA Sought',
    'Previous Visa Details',
    'Other Information',
    'SAARC Country Visit Details',
    'Reference Details',
    'Additional Question Details',
  ]);
  const shown = [...preview.sections.flatMap((candidate) => [...candidate.rows, ...candidate.subBlocks.flatMap((block) => block.rows)]), ...preview.uploads]
    .filter((row) => hasValue(row.value))
    .map((row) => row.field.name);
  expect([...shown].sort()).toEqual(Object.keys(data).filter((name) => hasValue(data[name])).sort());
  expect(preview.uploads.map((row) => [row.field.name, row.field.upload, row.value])).toEqual([
    ['image', 'photo', SAMPLE_PHOTO],
    ['passport', 'document', SAMPLE_DOCUMENT],
  ]);
  expect(section(data, 'Passport Details')?.rows.map((row) => row.field.name)).toContain('Passport_Number');
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
  expect(titles(data)).toContain('Spouse Details');
  expect(section(data, 'Spouse Details')?.rows.map((row) => row.field.name)).toEqual(['spouse_Name']);

  const profession = section(data, 'Professional/Occupation Details');
  expect(profession?.subBlocks).toEqual([{ title: 'Military/Semi-Military/Police/Security organization', rows: [expect.objectContaining({ value: 'French Army' })] }]);
  expect(section(data, 'Previous Visa Details')?.rows.map((row) => row.field.name)).toContain('India_before_Address');
  expect(section(data, 'SAARC Country Visit Details')?.rows.at(-1)?.value).toEqual(data.saarc_countries);

  const purpose = section(data, 'Details of Purpose: Attend Technical/Business Meetings');
  expect(purpose?.rows.length).toBeGreaterThan(0);
  expect(purpose?.rows.every((row) => row.field.name.startsWith('ATTEND_TECHNICAL_'))).toBe(true);

  const single = validApplication();
  expect(titles(single)).not.toContain('Spouse Details');
  expect(section(single, 'Professional/Occupation Details')?.subBlocks).toEqual([]);
  expect(titles(single).some((title) => title.startsWith('Details of Purpose'))).toBe(false);
});

it('marks the sections of steps not filled in yet, and keeps values the definition no longer knows', () => {
  const data = { ...validStep1(), Legacy_field: 'kept' };
  const preview = previewSections(definition, data);
  expect(preview.sections.find((candidate) => candidate.title === 'Applicant Details')?.empty).toBe(false);
  expect(preview.sections.find((candidate) => candidate.title === 'Father Details')?.empty).toBe(true);
  expect(preview.sections.at(-1)).toMatchObject({ title: 'Other stored values', rows: [{ field: { name: 'Legacy_field', title: 'Legacy field' }, value: 'kept' }] });
  expect(preview.uploads).toEqual([]);
});

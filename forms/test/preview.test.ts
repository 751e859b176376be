import { describe, expect, it } from 'vitest';
import { answeredSections, indiaEvisa, previewOf, type Preview } from '../src/index.js';
import { SAMPLE_DOCUMENT, SAMPLE_PHOTO, shownAndStored, validApplication, validStep1 } from '../src/fixtures.js';
import { now } from './helpers.js';

const titles = (preview: Preview) => preview.sections.map((section) => section.title);
const section = (preview: Preview, title: string) => preview.sections.find((candidate) => candidate.title === title);
const names = (rows: Array<{ name: string }> | undefined) => rows?.map((row) => row.name);

describe('previewOf', () => {
  it("lays a complete application out in the spec's sections, every stored value exactly once", () => {
    const data = validApplication(now);
    const preview = previewOf(indiaEvisa, data);
    expect(titles(preview)).toEqual([
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
      'Photograph and documents',
      'Additional Question Details',
    ]);
    const { shown, stored } = shownAndStored(preview.sections, preview.other, data);
    expect(shown).toEqual(stored);
    expect(preview.uploads.map((row) => [row.name, row.field?.upload, row.value])).toEqual([
      ['image', 'photo', SAMPLE_PHOTO],
      ['passport', 'document', SAMPLE_DOCUMENT],
    ]);
    expect(section(preview, 'Photograph and documents')).toMatchObject({ uploads: true });
    expect(names(section(preview, 'Passport Details')?.rows)).toContain('Passport_Number');
    expect(names(section(preview, 'Details of VISA Sought')?.rows)?.slice(0, 2)).toEqual(['Application_Type', 'Port_Of_Arrival']);
  });

  it('hides the re-entered e-mail and the recorded address from the Preview, and keeps them with values it does not know', () => {
    const preview = previewOf(indiaEvisa, { ...validStep1(now), user_IP: '10.0.0.1 - FR-Paris', Legacy_field: 'kept' });
    const shown = preview.sections.flatMap((candidate) => names(candidate.rows) ?? []);
    expect(shown).not.toContain('ConfirmEmail');
    expect(shown).not.toContain('user_IP');
    expect(preview.other.map(({ name, title, value }) => ({ name, title, value }))).toEqual([
      { name: 'ConfirmEmail', title: 'Re-enter Email', value: 'claire.martin@example.com' },
      { name: 'user_IP', title: 'Applicant address', value: '10.0.0.1 - FR-Paris' },
      { name: 'Legacy_field', title: 'Legacy field', value: 'kept' },
    ]);
  });

  it('shows conditional blocks only when answered: spouse, military, previous visit, SAARC, the purpose by its purpose', () => {
    const data = validApplication(now, {
      Visa_Service: 'eBUSINESS VISA',
      sub_Visa_Service: 'Sports Related Activity',
      Applicant_Marital_Status: 'MARRIED',
      spouse_Name: 'Marc Martin',
      Are_you_Military_Security: true,
      Military_organization: 'French Army',
      Have_you_ever_visited_India_before: true,
      India_before_Address: 'Hotel Imperial, Delhi',
      visited_SAARC_countries: true,
      saarc_countries: [{ saarc_country: 'NEPAL', saarc_country_year: '2023', saarc_country_n0_visits: '2' }],
    });
    const preview = previewOf(indiaEvisa, data);
    expect(names(section(preview, 'Spouse Detail')?.rows)).toEqual(['spouse_Name']);
    const profession = section(preview, 'Professional/Occupation Details');
    expect(profession?.blocks).toEqual([
      {
        title: 'Military/Semi-Military/Police/Security organization',
        rows: [expect.objectContaining({ name: 'Military_organization', value: 'French Army' })],
      },
    ]);
    expect(names(profession?.rows)).not.toContain('Military_organization');
    expect(names(section(preview, 'Previous Visa details')?.rows)).toContain('India_before_Address');
    expect(section(preview, 'SAARC Country Visit')?.rows.at(-1)?.value).toEqual(data.saarc_countries);
    const purpose = section(preview, 'Details of Sports Related Activity');
    expect(purpose?.key).toBe('Details of {sub_Visa_Service}');
    expect(purpose?.rows.length).toBeGreaterThan(10);
    expect(purpose?.rows.every((row) => row.name.startsWith('Sport_'))).toBe(true);
    expect(names(section(preview, 'Photograph and documents')?.rows)).toEqual([
      'image',
      'passport',
      'sport_Approval_of_the_Government',
      'sport_Invitation_Letter',
    ]);

    const single = previewOf(indiaEvisa, validApplication(now));
    expect(titles(single)).not.toContain('Spouse Detail');
    expect(section(single, 'Professional/Occupation Details')?.blocks).toEqual([]);
    expect(titles(single).some((title) => title.startsWith('Details of Tourism'))).toBe(false);
  });

  it('keeps the questions always asked of a step not filled in yet, unanswered, and leaves the rest out', () => {
    const preview = previewOf(indiaEvisa, validStep1(now));
    const father = section(preview, 'Father Details');
    expect(names(father?.rows)).toEqual([
      'Father_Name',
      'Father_Nationality',
      'Father_Previous_Nationality',
      'Father_Place_of_birth',
      'Father_Country_of_birth',
    ]);
    expect(father?.rows.every((row) => row.value === undefined)).toBe(true);
    expect(titles(preview)).not.toContain('Spouse Detail');
    expect(preview.uploads).toEqual([]);
  });

  it('places a field the layout does not name: by its condition, with the rest of its step, or under its step', () => {
    const [step1, ...others] = indiaEvisa.steps;
    const definition = {
      ...indiaEvisa,
      steps: [
        {
          ...step1!,
          schema: { ...step1!.schema, properties: { ...(step1!.schema.properties as object), Hotel: { type: 'string', title: 'Hotel' } } },
        },
        ...others,
        {
          id: 'extra',
          route: '/Extra',
          title: 'Extra questions',
          submitLabel: 'Save',
          next: '/Preview',
          schema: { type: 'object', properties: { Pet: { type: 'string' } } },
          uiSchema: {},
        },
      ],
    };
    const preview = previewOf(definition, { ...validApplication(now), Hotel: 'Imperial', Pet: 'Cat' });
    expect(section(preview, 'Applicant Details')?.rows.at(-1)).toMatchObject({ name: 'Hotel', title: 'Hotel', value: 'Imperial' });
    expect(preview.sections.at(-1)).toMatchObject({
      key: 'step:extra',
      title: 'Extra questions',
      rows: [{ name: 'Pet', title: 'Pet', value: 'Cat' }],
    });
  });
});

describe('answeredSections', () => {
  it('keeps only the answered rows, and the sections and blocks that have one', () => {
    const preview = previewOf(indiaEvisa, { Surname: 'Smith', Given_Name: '' });
    const sections = answeredSections(preview);
    expect(sections.map((section) => section.title)).toEqual(['Applicant Details']);
    expect(sections[0]!.rows.map((row) => row.name)).toEqual(['Surname']);
    expect(sections[0]!.blocks).toEqual([]);
  });
});

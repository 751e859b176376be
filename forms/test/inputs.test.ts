import { describe, expect, it } from 'vitest';
import {
  checkDefinition,
  fileProblem,
  formatDate,
  formatDateTime,
  formatPhone,
  indiaEvisa,
  indiaEvisaFiles,
  applicationIdGroups,
  isSkuId,
  normalizeApplicationId,
  normalizePhones,
  phoneDigits,
  photoPixelsProblem,
  photoSizeProblem,
  queryStep,
  shortNoticeWarning,
  uploadFactsProblem,
} from '../src/index.js';
import { createFormValidator } from '../src/createFormValidator.js';

describe('phone numbers as people type them', () => {
  it.each([
    ['+44 113 496 0000', '441134960000'],
    ['(0113) 496-0000', '01134960000'],
    ['+1.415.555.0123', '14155550123'],
    ['33612345678', '33612345678'],
  ])('keeps the digits of %s', (typed, stored) => expect(phoneDigits(typed)).toBe(stored));

  it('leaves anything with letters or emoji for the pattern to refuse', () => {
    expect(phoneDigits('call 0113')).toBe('call 0113');
    expect(phoneDigits('0113 😀')).toBe('0113 😀');
  });

  it('normalises only the phone fields, without changing the object given', () => {
    const values = { Present_phone_No: '+44 113 496 0000', Surname: '+44' };
    expect(normalizePhones(values, ['Present_phone_No'])).toEqual({ Present_phone_No: '441134960000', Surname: '+44' });
    expect(values.Present_phone_No).toBe('+44 113 496 0000');
  });

  it.each([
    ['441134960000', '+44 113 496 0000'],
    ['14155550123', '+1 415 555 0123'],
    ['33612345678', '+33 6 12 34 56 78'],
    ['919876543210', '+91 98765 43210'],
    ['447700900123', '+44 7700 900123'],
  ])('writes the stored %s as %s', (stored, shown) => expect(formatPhone(stored)).toBe(shown));

  it('shows digits that cannot follow a country code as they are stored', () => {
    expect(formatPhone('01134960000')).toBe('01134960000');
    expect(formatPhone('9876543210')).toBe('9876543210');
    expect(formatPhone('call 0113')).toBe('call 0113');
  });
});

describe('names as the passport writes them', () => {
  const validator = createFormValidator(indiaEvisa);
  const nameErrors = (values: Record<string, unknown>) =>
    validator.validateSteps(['step1'], values, new Date('2026-11-23T10:00:00Z')).filter((error) => ['Surname', 'Given_Name'].includes(error.field));

  it('accepts Latin letters, spaces, hyphens and apostrophes', () => {
    expect(nameErrors({ Surname: "O'Neil-Smith", Given_Name: 'Zoe Marie' })).toEqual([]);
  });

  it.each(['Zoë 😀 Marie', 'Zoë', 'Marie2', 'Anne & Paul'])('refuses %s with a clear message', (name) => {
    expect(nameErrors({ Surname: 'Martin', Given_Name: name })).toEqual([
      { field: 'Given_Name', message: expect.stringMatching(/^Given Name: please use the Latin letters of the passport \(A to Z\)/) },
    ]);
  });
});

describe('dates nobody misreads', () => {
  it('shows a stored date with the month by name', () => {
    expect(formatDate('1985-04-12')).toBe('12 April 1985');
    expect(formatDate('2026-01-01')).toBe('1 January 2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('2026-12-02', { year: false })).toBe('2 December');
  });

  it('shows a moment in the same words, with the time on the 24-hour clock', () => {
    const moment = new Date(1985, 3, 12, 14, 5);
    expect(formatDateTime(moment)).toBe('12 April 1985, 14:05');
    expect(formatDateTime(moment.toISOString())).toBe('12 April 1985, 14:05');
    expect(formatDateTime(new Date(2026, 11, 2, 9, 0).getTime(), { time: false })).toBe('2 December 2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('warns, without refusing, when arrival is less than 4 days away', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(shortNoticeWarning('2026-11-24', now)).toMatch(/less than 4 days away/);
    expect(shortNoticeWarning('2026-11-26', now)).toMatch(/less than 4 days away/);
    expect(shortNoticeWarning('2026-11-27', now)).toBeUndefined();
    expect(shortNoticeWarning('2026-11-23', now)).toBeUndefined();
    expect(shortNoticeWarning(undefined, now)).toBeUndefined();
  });
});

describe('the upload rules shared by the browser and the API', () => {
  it('says what is wrong with a chosen file', () => {
    expect(fileProblem({ type: 'image/gif', size: 100, name: 'a.gif' })).toBe('Invalid file type. Only PDF, JPG, JPEG, and PNG are allowed.');
    expect(fileProblem({ type: '', size: 100, name: 'scan.PDF' })).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: 20_971_521, name: 'a.pdf' })).toBe('File size exceeds the 20MB limit.');
  });

  it("names the photograph's exact problem", () => {
    expect(photoPixelsProblem(400, 300, 'Photograph')).toBe('Your photo is 400 x 300 pixels; it must be square (equal height and width).');
    expect(photoPixelsProblem(120, 120, 'Photograph')).toBe('Your photo is 120 x 120 pixels; it must be at least 350 x 350.');
    expect(photoSizeProblem(853, 'Photograph')).toBe('Photograph must be between 10 KB and 1 MB (this one is 853 bytes).');
    expect(uploadFactsProblem('photo', { mime: 'application/pdf', size: 20_000, width: null, height: null }, 'Photograph')).toBe(
      'Photograph must be a JPEG image.',
    );
    expect(uploadFactsProblem('photo', { mime: 'image/jpeg', size: 20_000, width: 350, height: 350 }, 'Photograph')).toBeNull();
  });
});

describe('application ids as people type them', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normalizeApplicationId(' m5qa59u5b5bkyscgv ')).toBe('M5QA59U5B5BKYSCGV');
    expect(normalizeApplicationId('M5QA-59U5-B5BK-YSCGV')).toBe('M5QA59U5B5BKYSCGV');
    expect(isSkuId(normalizeApplicationId(' m5qa59u5b5bkyscgv '))).toBe(true);
  });

  it('reads in groups of four, a lone last character joining the group before it', () => {
    expect(applicationIdGroups('K7M2QX9PA4R8TZ3WN')).toEqual(['K7M2', 'QX9P', 'A4R8', 'TZ3WN']);
    expect(applicationIdGroups('ABCDEFGHJKMN')).toEqual(['ABCD', 'EFGH', 'JKMN']);
    expect(applicationIdGroups('K7M2QX9PA4R8TZ3WN').join('')).toBe('K7M2QX9PA4R8TZ3WN');
  });
});

describe('section headings of long steps', () => {
  it('are read from the uiSchema', () => {
    const step3 = indiaEvisa.steps.find((step) => step.id === 'step3')!;
    expect(queryStep(step3).options.sections?.map((section) => section.title)).toContain('Your father');
  });

  it('must start at a field of the step', () => {
    const files = structuredClone(indiaEvisaFiles) as Record<string, Record<string, Record<string, unknown>>>;
    (files['steps/step3.ui.json']!['ui:options']!.sections as Array<{ from: string }>)[0]!.from = 'No_such_field';
    expect(checkDefinition(files).errors).toContainEqual(expect.objectContaining({ message: 'No_such_field is not a field of this step' }));
  });
});

describe('one spelling per country', () => {
  it('spells every nationality as the country lists do', async () => {
    const { default: countries } = await import('../india-evisa/lists/countries.json', { with: { type: 'json' } });
    const { default: nationalities } = await import('../india-evisa/lists/nationalities.json', { with: { type: 'json' } });
    const known = new Set(countries.enum);
    expect(nationalities.enum.filter((name: string) => !known.has(name))).toEqual([]);
    expect(known.has('UNITED KINGDOM')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { caseInsensitivePattern, deriveLists, getStep, indiaEvisa, indiaEvisaFiles, normalizeText, type JsonSchema } from '../src/index.js';

const list = (name: string) => deriveLists(indiaEvisaFiles)[`lists/${name}.json`] as JsonSchema;
const values = (name: string) => list(name).enum as string[];
const services = indiaEvisaFiles['lists/visa-services.json'] as { $defs: Record<string, JsonSchema> };

describe('lists', () => {
  it('has the enumerations of the spec, spelt as the spec spells them', () => {
    expect(values('genders')).toEqual(['MALE', 'FEMALE', 'TRANSGANGER']);
    expect(values('religions')).toEqual([
      'BAHAI',
      'BUDDHISM',
      'CHRISTIAN',
      'HINDU',
      'ISLAM',
      'JAINISM',
      'JUDAISM',
      'OTHERS',
      'PARSI',
      'SIKH',
      'ZOROASTRIAN',
    ]);
    expect(values('qualifications')).toEqual([
      'BELOW MATRICULATION',
      'GRADUATE',
      'HIGHER SECONDARY',
      'ILLITERATE',
      'MATRICULATION',
      'NA BEING MINOR',
      'OTHERS',
      'POST GRADUATE',
      'PROFESSIONAL',
    ]);
    expect(values('nationality-acquisition')).toEqual(['By Birth', 'Naturalization']);
    expect(values('marital-statuses')).toEqual(['MARRIED', 'SINGLE']);
    expect(values('saarc-countries')).toEqual(['AFGHANISTAN', 'BHUTAN', 'PAKISTAN', 'MALDIVES', 'BANGLADESH', 'SRI LANKA', 'NEPAL']);
    expect(values('saarc-years')).toEqual(['2021', '2022', '2023', '2024', '2025', '2026']);
  });

  it('has every occupation the spec lists (it says 37 and lists 38)', () => {
    expect(values('occupations')).toHaveLength(38);
    const spelt = ['SELF EMPLOYED/ FREELANCER', 'UN-EMPLOYED', 'UN OFFICIAL', 'SEA MAN', 'HOUSE WIFE'];
    expect(values('occupations')).toEqual(expect.arrayContaining(spelt));
  });

  it('has the countries of the reference data, and derives the list without India from them', () => {
    expect(values('countries')).toHaveLength(249);
    expect(values('countries')).toEqual(expect.arrayContaining(['INDIA', 'CANADA', 'AFGHANISTAN', 'CHINA', 'PAKISTAN']));
    expect(values('countries-except-india')).toEqual(values('countries').filter((country) => country !== 'INDIA'));
    expect(JSON.stringify(indiaEvisaFiles['lists/countries-except-india.json'])).not.toContain('FRANCE');
  });

  it('has the ports of arrival of the reference data: 31 airports and 6 seaports (the spec counts 36, see README)', () => {
    const ports = values('ports');
    expect(ports.filter((port) => /\bAIRPORT\b/.test(port))).toHaveLength(31);
    expect(ports.filter((port) => /\bSEAPORT\b/.test(port))).toEqual([
      'CHENNAI SEAPORT',
      'COCHIN SEAPORT',
      'GOA SEAPORT',
      'MANGALORE SEAPORT',
      'MUMBAI SEAPORT',
      'PORT BLAIR SEAPORT',
    ]);
    expect(ports).toHaveLength(37);
  });

  it('has the 7 services, 3 tourist durations and the purposes per service and duration', () => {
    expect(services.$defs.services.enum).toHaveLength(7);
    expect(services.$defs['tourist-durations'].enum).toEqual(['30 Days', '1 Year', '5 Year']);
    expect(services.$defs['purposes-business'].enum).toHaveLength(11);
    expect(services.$defs['purposes-tourist-30-days'].enum).toHaveLength(5);
    expect(services.$defs['purposes-tourist-1-or-5-years'].enum).toHaveLength(5);
  });
});

describe('deriveLists', () => {
  const files = {
    'lists/base.json': { title: 'Base', type: 'string', enum: ['A', 'C', 'D'] },
    'lists/more.json': { title: 'More', derive: { from: 'base.json', add: ['B'], remove: ['D'] }, errorMessage: { enum: 'Pick one' } },
    'lists/fewer.json': { title: 'Fewer', derive: { from: 'more.json', remove: ['A'] } },
  };

  it('builds variants from their base list, sorted when values are added, and variants of variants', () => {
    const derived = deriveLists(files);
    expect(derived['lists/more.json']).toEqual({ title: 'More', type: 'string', enum: ['A', 'B', 'C'], errorMessage: { enum: 'Pick one' } });
    expect(derived['lists/fewer.json']).toEqual({ title: 'Fewer', type: 'string', enum: ['B', 'C'] });
    expect(files['lists/more.json']).toHaveProperty('derive');
  });

  it('fails on a value to remove that the base lacks, or a value to add that it has', () => {
    expect(() => deriveLists({ ...files, 'lists/bad.json': { derive: { from: 'base.json', remove: ['Z'] } } })).toThrow(/removes Z/);
    expect(() => deriveLists({ ...files, 'lists/bad.json': { derive: { from: 'base.json', add: ['A'] } } })).toThrow(/adds A/);
  });
});

describe('purpose conditions', () => {
  // Spec part 2, Preview: the purposes sub_Visa_Service is compared with (trimmed, spaces collapsed, lower-cased).
  const SPEC_PURPOSES = [
    'attend a conference or seminar or workshop',
    'short term medical treatment of self',
    'short term yoga programme',
    'meeting friends/relatives',
    'set up industrial/business venture',
    'sale/purchase/trade',
    'attend technical/business meetings',
    'recruit manpower',
    'participation in exhibitions and business/trade fairs',
    'expert/specialist for an ongoing project',
    'conducting tours',
    'sports related activity',
    'accompany patient on e-medical visa',
    'attendant to an e-Ayush visa holder',
    'treatment under Ayush systems',
  ].map((purpose) => purpose.toLowerCase());
  const matchers = Object.entries(services.$defs).filter(([key]) => key.startsWith('purpose-is-'));
  const offered = Object.entries(services.$defs)
    .filter(([key]) => key.startsWith('purposes-'))
    .flatMap(([, schema]) => schema.enum as string[]);

  it('has one matcher per spec purpose, written by caseInsensitivePattern()', () => {
    expect(matchers.map(([, schema]) => /equals '(.*)'$/.exec(String(schema.$comment))?.[1])).toEqual(SPEC_PURPOSES);
    for (const [key, schema] of matchers) {
      const text = /equals '(.*)'$/.exec(String(schema.$comment))![1];
      expect(schema.pattern, key).toBe(caseInsensitivePattern(text));
    }
  });

  it('matches exactly one offered purpose each, whatever its case and spacing', () => {
    for (const [key, schema] of matchers) {
      const pattern = new RegExp(String(schema.pattern), 'u');
      const matched = offered.filter((purpose) => pattern.test(purpose));
      expect(new Set(matched).size, key).toBe(1);
      const [purpose] = matched;
      expect(pattern.test(`  ${purpose.toUpperCase().replace(/ /g, '   ')} `), key).toBe(true);
      expect(pattern.test(`${purpose} please`), key).toBe(false);
      expect(SPEC_PURPOSES).toContain(normalizeText(purpose).toLowerCase());
    }
  });

  it('are the conditions of the 15 step-4 purpose blocks', () => {
    const step4 = JSON.stringify(getStep(indiaEvisa, 'step4').schema.allOf);
    for (const [key, schema] of matchers) expect(step4, key).toContain(JSON.stringify(schema.pattern));
  });

  it('escapes what a regular expression would read as syntax', () => {
    expect(caseInsensitivePattern(' A.b (c)  d ')).toBe('^\\s*[Aa]\\.[Bb]\\s+\\([Cc]\\)\\s+[Dd]\\s*$');
  });
});

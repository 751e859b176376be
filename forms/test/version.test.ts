import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashForSchema } from '@rjsf/utils';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildVersion,
  contentHash,
  storedBuild,
  createAjv,
  indiaEvisa,
  indiaEvisaFiles,
  normalizeFormData,
  validationDates,
  type JsonSchema,
} from '../src/index.js';
import { SERVICE_CHOICES, validApplication } from '../src/fixtures.js';
import { now } from './helpers.js';

const built = buildVersion(indiaEvisaFiles, { version: 7 });

/** The keys of every object of a JSON value in reverse order. */
const reversed = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reversed);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reversed(item)]),
    );
  return value;
};

describe('buildVersion', () => {
  it('builds the definition the API serves, carrying the version number it is published as', () => {
    expect(built.definition).toEqual({ ...indiaEvisa, version: 7 });
    expect(Object.keys(built.definition)).toEqual(['id', 'title', 'version', 'steps', 'lists', 'preview', 'fees', 'languages']);
    expect(Object.keys(built.definition.lists)).toContain('lists/nationalities.json');
    expect(built.definition.preview.sections[0]?.title).toBe('Applicant Details');
    expect(built.definition.fees?.extras).toEqual([{ field: 'Application_Type', codes: { 'Urgent Processing': 'urgentVisaFee' } }]);
    expect(Object.keys(built.validators)).toEqual(indiaEvisa.steps.map((step) => step.id));
  });

  it('hashes the content: the same files give the same hash in any key order, a change another hash', () => {
    expect(built.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash(reversed(indiaEvisaFiles) as Record<string, unknown>)).toBe(built.hash);
    expect(buildVersion(indiaEvisaFiles).hash).toBe(built.hash);
    const changed = structuredClone(indiaEvisaFiles) as Record<string, JsonSchema>;
    (changed['lists/ports.json']!.enum as string[]).push('SHILLONG AIRPORT');
    expect(contentHash(changed)).not.toBe(built.hash);
  });

  it('makes validator modules that import nothing and never compile code at run time', () => {
    for (const [stepId, code] of Object.entries(built.validators)) {
      expect(code, stepId).not.toMatch(/^\s*import\b|\bimport\(|\brequire\(|\beval\(|new Function/m);
      expect(code, stepId).toMatch(/\bexport default ?\{/);
    }
  });
});

describe('a build as stored', () => {
  const stored = storedBuild(built);

  it('is the build as JSON text, the definition starting with its version', () => {
    expect(JSON.parse(stored.definition)).toEqual(built.definition);
    expect(stored.definition.startsWith('{"version":7,"id":"india-evisa",')).toBe(true);
    expect(JSON.parse(stored.validators)).toEqual(built.validators);
    expect(stored.hash).toBe(built.hash);
  });
});

describe('a validator module loaded by plain Node from a folder of its own', () => {
  const folder = mkdtempSync(join(tmpdir(), 'evisa-validators-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('validates every sample application exactly as createAjv() does', () => {
    const step = indiaEvisa.steps.find((candidate) => candidate.id === 'step4')!;
    writeFileSync(join(folder, 'step4.js'), built.validators.step4!);
    // An ES module by its extension (no package.json near it) and no node_modules anywhere up from the folder.
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(
      join(folder, 'run.js'),
      `import validators from './step4.js';
const { hash, cases } = JSON.parse(process.argv[2]);
const validate = validators[hash];
console.log(JSON.stringify(cases.map((data) => [validate(data), validate.errors ?? null])));`,
    );
    const cases = [
      ...SERVICE_CHOICES.map((choice) => validApplication(now, { ...choice })),
      validApplication(now, {
        Have_you_ever_visited_India_before: true,
        visited_SAARC_countries: true,
        saarc_countries: [{ saarc_country: 'INDIA' }],
      }),
      validApplication(now, { Visa_Service: 'eCONFERENCE VISA', eCONFERENCE_End_date: '2020-01-01', eCONFERENCE_Email_id: 'nobody' }),
      {},
    ].map((data) => {
      const normalized = normalizeFormData(data) as Record<string, unknown>;
      return { ...normalized, ...validationDates(normalized, now) };
    });
    const output = execFileSync(process.execPath, ['run.js', JSON.stringify({ hash: hashForSchema(step.schema), cases })], {
      cwd: folder,
      encoding: 'utf8',
    });
    const compiled = createAjv().compile(step.schema);
    const expected = cases.map((data) => [compiled(data), compiled.errors ?? null]);
    expect(JSON.parse(output)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(expected.filter(([valid]) => !valid).length).toBeGreaterThanOrEqual(3);
  });
});

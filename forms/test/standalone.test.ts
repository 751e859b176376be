import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema } from '@rjsf/utils';
import { afterAll, describe, expect, it } from 'vitest';
import { compileStandaloneStep, createFormValidator, fieldNames, getStep, indiaEvisa, validateWith, type ValidateFunction } from '../src/index.js';
import { validStep1 } from '../src/fixtures.js';

// The generated module imports its helpers by package name, so it is written inside this package.
const folder = mkdtempSync(join(import.meta.dirname, '.standalone-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('precompiled validators for the browser', () => {
  const step = getStep(indiaEvisa, 'step1');
  const code = compileStandaloneStep(step);

  it('contain no run-time compilation and no CommonJS require', () => {
    expect(code).not.toMatch(/new Function|require\(/);
  });

  it('give the same errors as the API validator', async () => {
    const file = join(folder, 'step1.mjs');
    writeFileSync(file, code);
    const validateFns = (await import(pathToFileURL(file).href)).default as Record<string, ValidateFunction>;
    // RJSF finds the step's own validator under the hash of the step schema.
    const root = validateFns[hashForSchema(step.schema)];
    const api = createFormValidator(indiaEvisa);
    const now = new Date('2026-11-22T10:00:00Z');
    const cases = [
      validStep1(now),
      {},
      validStep1(now, { Email: 'bad', ConfirmEmail: 'other', date_of_Birth: '2027-01-01', Contact_no_with_country_code: 'x' }),
      validStep1(now, { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Meeting Friends/Relatives' }),
    ];
    expect(root).toBeDefined();
    for (const data of cases) {
      expect(validateWith(root as ValidateFunction, data, { now, fieldOrder: [...fieldNames(step.schema)] })).toEqual(
        api.validateStep('step1', data, now),
      );
    }
  });
});

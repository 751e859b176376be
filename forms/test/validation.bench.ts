// `npm run bench`: validation of the largest step by the API's validator (Ajv-compiled, createFormValidator) and by
// the precompiled standalone code the browser runs, both through validateWith() (normalising, dates, messages).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema } from '@rjsf/utils';
import { afterAll, bench, describe } from 'vitest';
import { compileStandaloneStep, createFormValidator, indiaEvisa, queryStep, validateWith, type ValidateFunction } from '../src/index.js';
import { validApplication } from '../src/fixtures.js';

const largest = indiaEvisa.steps.reduce((a, b) => (JSON.stringify(b.schema).length > JSON.stringify(a.schema).length ? b : a));
const folder = mkdtempSync(join(import.meta.dirname, '.bench-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const file = join(folder, `${largest.id}.mjs`);
writeFileSync(file, compileStandaloneStep(largest));
const validateFns = (await import(pathToFileURL(file).href)).default as Record<string, ValidateFunction>;
const standalone = validateFns[hashForSchema(largest.schema)];

const api = createFormValidator(indiaEvisa);
const fieldOrder = queryStep(largest).fields.map((field) => field.name);
const now = new Date();
const valid = validApplication(now, { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Sports Related Activity' });
const invalid = {
  ...valid,
  Places_to_be_visited: '',
  Reference_phone: 'call me',
  Sport_venue_pin: 'x',
  visited_SAARC_countries: true,
  saarc_countries: [{}],
};
const options = { time: 1000, warmupTime: 200 };

describe(`${largest.id} (${fieldOrder.length} fields), a valid application`, () => {
  bench('API: createFormValidator().validateStep', () => void api.validateStep(largest.id, valid, now), options);
  bench('browser: standalone code + validateWith', () => void validateWith(standalone, valid, { now, fieldOrder }), options);
});

describe(`${largest.id} (${fieldOrder.length} fields), an application with errors`, () => {
  bench('API: createFormValidator().validateStep', () => void api.validateStep(largest.id, invalid, now), options);
  bench('browser: standalone code + validateWith', () => void validateWith(standalone, invalid, { now, fieldOrder }), options);
});

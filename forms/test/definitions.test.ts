import { describe, expect, it } from 'vitest';
import { createAjv, fieldNames, indiaEvisa, type JsonSchema } from '../src/index.js';

describe('the India e-Visa definition', () => {
  const ajv = createAjv();

  it.each(indiaEvisa.steps.map((step) => [step.id, step] as const))('%s passes the JSON Schema meta-schema', (_id, step) => {
    expect(ajv.validateSchema(step.schema), JSON.stringify(ajv.errors)).toBe(true);
  });

  it.each(indiaEvisa.steps.map((step) => [step.id, step] as const))('%s uiSchema names only real properties', (_id, step) => {
    const names = fieldNames(step.schema);
    const unknown = Object.keys(step.uiSchema).filter((key) => !key.startsWith('ui:') && !names.has(key));
    expect(unknown).toEqual([]);
    const order = (step.uiSchema['ui:order'] as string[] | undefined) ?? [];
    expect(order.filter((key) => key !== '*' && !names.has(key))).toEqual([]);
  });

  it('starts at /Apply with the spec button label', () => {
    expect(indiaEvisa.steps[0]).toMatchObject({ route: '/Apply', submitLabel: 'Save and Continue', next: '/Apply2' });
  });

  it('keeps every list once, under $defs, with no reference left to a file', () => {
    const step1 = JSON.stringify(indiaEvisa.steps[0].schema);
    expect(step1).not.toMatch(/"\$ref":"[^#]/);
    expect(Object.keys(indiaEvisa.steps[0].schema.$defs as JsonSchema).sort()).toEqual([
      'application-types',
      'nationalities',
      'passport-types',
      'ports',
      'visa-services',
    ]);
  });
});

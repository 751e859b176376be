import { createFormValidator, indiaEvisa, type FieldError } from '../src/index.js';
import { validApplication } from '../src/fixtures.js';

export const validator = createFormValidator(indiaEvisa);
export const now = new Date('2026-11-22T10:00:00Z');

/** The errors of one step for an application: the valid one with `overrides` (an override `undefined` removes a field). */
export function errorsOf(stepId: string, overrides: Record<string, unknown> = {}, base = validApplication(now)): FieldError[] {
  const data: Record<string, unknown> = { ...base };
  for (const [field, value] of Object.entries(overrides)) {
    if (value === undefined) delete data[field];
    else data[field] = value;
  }
  return validator.validateStep(stepId, data, now);
}

/** `{field: undefined}` for each field: overrides that remove them. */
export const without = (...fields: string[]): Record<string, undefined> => Object.fromEntries(fields.map((field) => [field, undefined]));

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema } from '@rjsf/utils';
import { expect, it } from 'vitest';
import {
  compileStandaloneStep,
  createFormValidator,
  indiaEvisa,
  type FieldError,
  type IsValid,
  type StepDefinition,
  type ValidateFunction,
} from '../src/index.js';
import { validApplication } from '../src/fixtures.js';

export const validator = createFormValidator(indiaEvisa);
export const now = new Date('2026-11-22T10:00:00Z');

type Answers = Record<string, unknown>;

/** The errors of one step for an application: the valid one with `overrides` (an override `undefined` removes a field). */
export function errorsOf(stepId: string, overrides: Answers = {}, base: Answers = validApplication(now)): FieldError[] {
  const data: Answers = { ...base };
  for (const [field, value] of Object.entries(overrides)) {
    if (value === undefined) delete data[field];
    else data[field] = value;
  }
  return validator.validateStep(stepId, data, now);
}

/** `{field: undefined}` for each field: overrides that remove them. */
export const without = (...fields: string[]): Record<string, undefined> => Object.fromEntries(fields.map((field) => [field, undefined]));

/**
 * A wrong answer and the one error it must give, on its own field: [field, value, message], and last the other
 * answers it is wrong beside when it is wrong only beside them (an e-mail confirmed the same, an expiry with an issue).
 */
type Rejection = [field: string, value: unknown, message: string, beside?: Answers];

/**
 * One step's validation, for its tests: `errors` of the valid application (`base`, fresh for each call, or the
 * application given) changed by overrides, and the three kinds of test every step has.
 */
export function stepValidation(stepId: string, base: () => Answers = () => validApplication(now)) {
  const errors = (overrides: Answers = {}, application: Answers = base()) => errorsOf(stepId, overrides, application);
  return {
    errors,
    /**
     * What an answer asks for next: each field it opens missing, with its message; given `answered`, nothing once
     * those fields are answered.
     */
    expectAsksFor(answer: Answers, messages: Record<string, string>, answered?: Answers) {
      expect(errors(answer)).toEqual(Object.entries(messages).map(([field, message]) => ({ field, message })));
      if (answered) expect(errors({ ...answer, ...answered })).toEqual([]);
    },
    itAcceptsTheValidApplication: () => it('accepts the valid application', () => expect(errors()).toEqual([])),
    /** A test per required field: left out, it is the one error, with its message. */
    itRequires: (messages: Record<string, string>) =>
      it.each(Object.entries(messages))('requires %s: "%s"', (field, message) => {
        expect(errors(without(field))).toEqual([{ field, message }]);
      }),
    itRejects: (rejections: Rejection[]) =>
      it.each(rejections)('rejects %s %o: "%s"', (field, value, message, beside = {}) => {
        expect(errors({ ...beside, [field]: value })).toEqual([{ field, message }]);
      }),
  };
}

/**
 * A step's precompiled validator module loaded as the site loads it, deciding a condition as RJSF does: the
 * function of a schema is found under the schema's hash (a condition the module lacks throws).
 */
export async function precompiledIsValid(step: StepDefinition): Promise<IsValid> {
  const folder = mkdtempSync(join(tmpdir(), 'evisa-precompiled-'));
  try {
    const file = join(folder, `${step.id}.mjs`);
    writeFileSync(file, compileStandaloneStep(step));
    const validateFns = (await import(pathToFileURL(file).href)).default as Record<string, ValidateFunction>;
    return (schema, data) => {
      const validate = validateFns[hashForSchema(schema)];
      if (!validate) throw new Error(`${step.id}: no precompiled function for ${JSON.stringify(schema).slice(0, 80)}`);
      return validate(data) as boolean;
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The files with every language optional: a test of another check adds or renames texts, which a required language
 * would then lack (the translation checks have tests of their own, translations.test.ts).
 */
export function optionalLanguages<Files extends Record<string, unknown>>(files: Files): Files {
  const manifest = files['form.json'] as { languages?: Array<{ code: string; required: boolean }> };
  return { ...files, 'form.json': { ...manifest, languages: (manifest.languages ?? []).map((language) => ({ ...language, required: false })) } };
}

import { createAjv } from './createAjv.js';
import { validateWith } from './validateWith.js';
import type { FieldError, FormDefinition, ValidateFunction } from './types.js';

export interface FormValidator {
  /** Validates the values of one step; an empty list means valid. */
  validateStep(stepId: string, data: unknown, now?: Date): FieldError[];
}

/** Compiles every step of a definition once (server side) with the shared Ajv set-up. */
export function createFormValidator(definition: FormDefinition): FormValidator {
  const ajv = createAjv();
  const compiled = new Map<string, ValidateFunction>(
    definition.steps.map((step) => [step.id, ajv.compile(step.schema) as ValidateFunction]),
  );
  return {
    validateStep(stepId, data, now) {
      const validate = compiled.get(stepId);
      if (!validate) throw new Error(`Unknown step ${stepId}`);
      return validateWith(validate, data, now);
    },
  };
}

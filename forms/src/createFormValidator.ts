import { createAjv } from './createAjv.js';
import { fieldNames } from './fieldNames.js';
import { validateWith } from './validateWith.js';
import type { FieldError, FormDefinition, ValidateFunction } from './types.js';

export interface FormValidator {
  /** Validates the values of one step; an empty list means valid. */
  validateStep(stepId: string, data: unknown, now?: Date): FieldError[];
}

/** Compiles every step of a definition once (server side) with the shared Ajv set-up. */
export function createFormValidator(definition: FormDefinition): FormValidator {
  const ajv = createAjv();
  const compiled = new Map(
    definition.steps.map((step) => [
      step.id,
      { validate: ajv.compile(step.schema) as ValidateFunction, fieldOrder: [...fieldNames(step.schema)] },
    ]),
  );
  return {
    validateStep(stepId, data, now) {
      const step = compiled.get(stepId);
      if (!step) throw new Error(`Unknown step ${stepId}`);
      return validateWith(step.validate, data, { now, fieldOrder: step.fieldOrder });
    },
  };
}

import { getStep } from './buildDefinition.js';
import { cleanApplication, cleanStepData, type IsValid } from './cleanStepData.js';
import { createAjv } from './createAjv.js';
import { queryStep } from './query/queryStep.js';
import { validateSubject, validationSubject } from './validateWith.js';
import type { FieldError, FormDefinition, ValidateFunction } from './types.js';

/** A step whose rules the application does not meet yet (for the Preview and Payment checks). */
export interface IncompleteStep {
  id: string;
  route: string;
  title: string;
  errors: FieldError[];
}

export interface FormValidator {
  /** Validates the values of one step; an empty list means valid. Pass the whole (merged) application. */
  validateStep(stepId: string, data: unknown, now?: Date): FieldError[];
  /** validateStep() of several steps, their errors together (the data normalised once). */
  validateSteps(stepIds: readonly string[], data: unknown, now?: Date): FieldError[];
  /**
   * Every step (or only those of `only`) checked against the whole application: the ones with errors, in form
   * order (empty: complete).
   */
  incompleteSteps(data: unknown, now?: Date, only?: ReadonlySet<string>): IncompleteStep[];
  /** cleanStepData() with Ajv deciding the conditions: `data` without the step's fields that are not shown. */
  cleanStep(stepId: string, data: Record<string, unknown>): Record<string, unknown>;
  /** cleanApplication(): every step cleaned in turn. */
  cleanApplication(data: Record<string, unknown>): Record<string, unknown>;
  /** Whether `data` meets a condition (`if`) of a step schema, as cleanStepData() asks. */
  isValid: IsValid;
}

/**
 * Compiles every step of a definition once (server side) with an Ajv instance of its own, made by createAjv():
 * nothing is shared with other validators, so the API can keep one per definition version and drop it with it.
 */
export function createFormValidator(definition: FormDefinition): FormValidator {
  const ajv = createAjv();
  // Ajv keeps each compiled condition by schema object, so every `if` is compiled once.
  return formValidatorOf(
    definition,
    (step) => ajv.compile(step.schema) as ValidateFunction,
    (schema, data) => ajv.validate(schema, data) as boolean,
  );
}

/**
 * A FormValidator from each step's compiled validate function and a decision of the conditions: made by Ajv here
 * (createFormValidator), or from code compiled in a worker thread (loadServerValidators).
 */
export function formValidatorOf(
  definition: FormDefinition,
  validateOf: (step: FormDefinition['steps'][number], index: number) => ValidateFunction,
  isValid: IsValid,
): FormValidator {
  const compiled = new Map(
    definition.steps.map((step, index) => [
      step.id,
      { validate: validateOf(step, index), fieldOrder: queryStep(step).fields.map((field) => field.name) },
    ]),
  );

  const run = (stepId: string, subject: unknown) => {
    const step = compiled.get(stepId);
    if (!step) throw new Error(`Unknown step ${stepId}`);
    return validateSubject(step.validate, subject, step.fieldOrder);
  };
  const validateStep = (stepId: string, data: unknown, now?: Date) => run(stepId, validationSubject(data, now));

  return {
    validateStep,
    validateSteps(stepIds, data, now) {
      // Normalised once for all the steps.
      const subject = validationSubject(data, now);
      return stepIds.flatMap((stepId) => run(stepId, subject));
    },
    incompleteSteps(data, now = new Date(), only) {
      const subject = validationSubject(data, now);
      return definition.steps
        .filter(({ id }) => !only || only.has(id))
        .map(({ id, route, title }) => ({ id, route, title, errors: run(id, subject) }))
        .filter((step) => step.errors.length > 0);
    },
    cleanStep: (stepId, data) => cleanStepData(getStep(definition, stepId), data, isValid),
    cleanApplication: (data) => cleanApplication(definition, data, isValid),
    isValid,
  };
}

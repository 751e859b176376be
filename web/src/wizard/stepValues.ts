import { cleanStepData, fieldNames, normalizeFormData, type StepDefinition } from '@evisa/forms/browser';
import type { RJSFSchema } from '@rjsf/utils';
import type { StepFormData, StepValidator } from './createStepValidator';

/**
 * What a step saves: the step's own fields of the normalised application, without the branches its conditions no
 * longer show (MARRIED -> SINGLE drops the spouse), decided exactly as the API cleans them. The step is rendered
 * with the whole application as data, because its conditions may read other steps' answers (the purpose block
 * reads sub_Visa_Service of step 1); those values are not sent again.
 */
export function stepValues(step: StepDefinition, validator: StepValidator, data: StepFormData): StepFormData {
  const cleaned = cleanStepData(step, normalizeFormData(data), (schema, values) =>
    validator.isValid(schema as RJSFSchema, values, step.schema as RJSFSchema),
  );
  const own = fieldNames(step.schema);
  return Object.fromEntries(Object.entries(cleaned).filter(([field]) => own.has(field)));
}

import { cleanStepData, normalizeFormData, normalizePhones, queryStep, type StepDefinition } from '@evisa/forms/browser';
import type { RJSFSchema } from '@rjsf/utils';
import type { StepFormData, StepValidator } from './createStepValidator';

/**
 * What a step saves: the step's own fields of the normalised application, without the branches its conditions no
 * longer show (MARRIED -> SINGLE drops the spouse), decided exactly as the API cleans them. The step is rendered
 * with the whole application as data, because its conditions may read other steps' answers (the purpose block
 * reads sub_Visa_Service of step 1); those values are not sent again. A field of the step that is empty or hidden
 * is sent as null, which clears it on the server: a value the applicant removed must not come back.
 */
export function stepValues(step: StepDefinition, validator: StepValidator, data: StepFormData): StepFormData {
  const phones = queryStep(step)
    .fields.filter((field) => field.kind === 'phone')
    .map((field) => field.name);
  const cleaned = cleanStepData(step, normalizePhones(normalizeFormData(data), phones), (schema, values) =>
    validator.isValid(schema as RJSFSchema, values, step.schema as RJSFSchema),
  );
  // Fields the server owns (readOnly, such as user_IP) are never sent.
  const editable = queryStep(step).fields.filter((field) => !field.readOnly);
  return Object.fromEntries(editable.map(({ name }) => [name, cleaned[name] ?? null]));
}

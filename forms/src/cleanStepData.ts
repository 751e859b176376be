import { meetsCondition, type IsValid } from './query/conditions.js';
import { queryStep } from './query/queryStep.js';
import type { FormDefinition, JsonSchema, StepDefinition } from './types.js';

export type { IsValid } from './query/conditions.js';

/** isValid() asked once per condition object for one piece of data: many fields share a condition. */
function remembered(isValid: IsValid): IsValid {
  const answers = new Map<JsonSchema, boolean>();
  return (schema, data) => {
    if (!answers.has(schema)) answers.set(schema, isValid(schema, data));
    return answers.get(schema)!;
  };
}

/**
 * The fields of a step that are shown for `data`: those always asked and those whose condition holds, each `if`
 * decided by `isValid`. `anyOf`/`oneOf` options cannot be decided this way and count as shown.
 */
export function shownFields(step: StepDefinition, data: Record<string, unknown>, isValid: IsValid): Set<string> {
  const decide = remembered(isValid);
  return new Set(
    queryStep(step)
      .fields.filter((field) => meetsCondition(field.condition, data, decide))
      .map((field) => field.name),
  );
}

/**
 * `data` without the values of the step's fields that are not shown for it: answering SINGLE after MARRIED drops
 * the spouse fields, answering No drops the details of a Yes. Values of other steps' fields and anything the step
 * does not define are kept. Pass normalised data (normalizeFormData) and, for steps whose conditions read other
 * steps' answers (the purpose block reads sub_Visa_Service), the whole application. Returns a new object.
 */
export function cleanStepData(step: StepDefinition, data: Record<string, unknown>, isValid: IsValid): Record<string, unknown> {
  const defined = queryStep(step).names;
  // A step none of whose fields is answered has nothing to drop: its conditions are not worth deciding.
  if (!Object.keys(data).some((field) => defined.has(field))) return { ...data };
  const shown = shownFields(step, data, isValid);
  return Object.fromEntries(Object.entries(data).filter(([field]) => !defined.has(field) || shown.has(field)));
}

/**
 * cleanStepData() for every step in turn, for a whole application: after step 1 changes the visa service, the
 * purpose block and documents of the former service are dropped too.
 */
export function cleanApplication(definition: FormDefinition, data: Record<string, unknown>, isValid: IsValid): Record<string, unknown> {
  return definition.steps.reduce((cleaned, step) => cleanStepData(step, cleaned, isValid), data);
}

import { fieldNames } from './fieldNames.js';
import type { FormDefinition, JsonSchema, StepDefinition } from './types.js';

/**
 * Whether `data` meets `schema`, where `schema` is one of the step's `if` conditions. On the server an Ajv
 * instance made by createAjv() answers (createFormValidator() does this); in the browser the precompiled RJSF
 * validator of the step: `(schema, data) => validator.isValid(schema, data, step.schema)`.
 */
export type IsValid = (schema: JsonSchema, data: Record<string, unknown>) => boolean;

const isObject = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields of a step that are shown for `data`: its own properties and those of every condition whose `if`
 * holds (or whose `else` applies). `anyOf`/`oneOf` options cannot be decided this way and count as shown.
 */
export function shownFields(step: StepDefinition, data: Record<string, unknown>, isValid: IsValid): Set<string> {
  const shown = new Set<string>();
  const visit = (node: unknown) => {
    if (!isObject(node)) return;
    for (const name of Object.keys(isObject(node.properties) ? node.properties : {})) shown.add(name);
    for (const key of ['allOf', 'anyOf', 'oneOf']) (node[key] as unknown[] | undefined)?.forEach(visit);
    if (isObject(node.if)) visit(isValid(node.if, data) ? node.then : node.else);
  };
  visit(step.schema);
  return shown;
}

/**
 * `data` without the values of the step's fields that are not shown for it: answering SINGLE after MARRIED drops
 * the spouse fields, answering No drops the details of a Yes. Values of other steps' fields and anything the step
 * does not define are kept. Pass normalised data (normalizeFormData) and, for steps whose conditions read other
 * steps' answers (the purpose block reads sub_Visa_Service), the whole application. Returns a new object.
 */
export function cleanStepData(
  step: StepDefinition,
  data: Record<string, unknown>,
  isValid: IsValid,
): Record<string, unknown> {
  const shown = shownFields(step, data, isValid);
  const defined = fieldNames(step.schema);
  return Object.fromEntries(Object.entries(data).filter(([field]) => !defined.has(field) || shown.has(field)));
}

/**
 * cleanStepData() for every step in turn, for a whole application: after step 1 changes the visa service, the
 * purpose block and documents of the former service are dropped too.
 */
export function cleanApplication(
  definition: FormDefinition,
  data: Record<string, unknown>,
  isValid: IsValid,
): Record<string, unknown> {
  return definition.steps.reduce((cleaned, step) => cleanStepData(step, cleaned, isValid), data);
}

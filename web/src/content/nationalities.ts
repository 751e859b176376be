import { getStep, indiaEvisa, type JsonSchema } from '@evisa/forms/browser';

const isObject = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The values a field of step 1 may take, with its local `$ref` followed: the lists stay in the definition. */
function step1Choices(field: string): string[] {
  const schema = getStep(indiaEvisa, indiaEvisa.steps[0]!.id).schema;
  let node: unknown = isObject(schema.properties) ? schema.properties[field] : undefined;
  for (let depth = 0; isObject(node) && typeof node.$ref === 'string' && depth < 5; depth += 1) {
    node = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((target, segment) => (isObject(target) ? target[segment] : undefined), schema);
  }
  return isObject(node) && Array.isArray(node.enum) ? node.enum.filter((value): value is string => typeof value === 'string') : [];
}

/** The nationalities eligible for the e-Visa, as the application form lists them. */
export const NATIONALITIES = step1Choices('Nationality');

import type { JsonSchema } from '@evisa/forms/browser';

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const propertyNames = (schema: unknown): string[] =>
  isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];

/**
 * Which fields depend on which, read from the step schema's `if`/`then`/`else` conditions: a field named in an
 * `if` governs every field its `then` or `else` defines. Visa_Service governs the tourist duration and the
 * purpose, the duration governs the purpose. When the governing answer changes the dependent answers no longer
 * apply and are reset (spec part 1, section 4), with no field names repeated in the app.
 */
export function conditionalDependents(schema: JsonSchema): Map<string, string[]> {
  const dependents = new Map<string, Set<string>>();
  const conditions = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf : [])].filter(isObject);
  for (const condition of conditions) {
    const governed = [...propertyNames(condition.then), ...propertyNames(condition.else)];
    for (const trigger of propertyNames(condition.if)) {
      const set = dependents.get(trigger) ?? new Set<string>();
      for (const field of governed) if (field !== trigger) set.add(field);
      dependents.set(trigger, set);
    }
  }
  return new Map([...dependents].map(([trigger, set]) => [trigger, [...set]]));
}

/** The fields to reset when `field` changes, following chains (a reset answer resets what it governs in turn). */
export function fieldsToReset(dependents: Map<string, string[]>, field: string): string[] {
  const reset = new Set<string>();
  const visit = (trigger: string) => {
    for (const dependent of dependents.get(trigger) ?? []) {
      if (dependent !== field && !reset.has(dependent)) {
        reset.add(dependent);
        visit(dependent);
      }
    }
  };
  visit(field);
  return [...reset];
}

import { queryStep, type StepDefinition } from '@evisa/forms/browser';

/**
 * Which fields depend on which, read from the conditions of the step's fields: a field a condition reads governs
 * every field that condition shows. Visa_Service governs the tourist duration and the purpose, the duration the
 * purpose. When the governing answer changes the dependent answers no longer apply and are reset (spec part 1,
 * section 4), with no field names repeated in the app.
 */
export function conditionalDependents(step: StepDefinition): Map<string, string[]> {
  const dependents = new Map<string, string[]>();
  for (const field of queryStep(step).fields) {
    for (const trigger of field.condition?.reads ?? []) {
      if (trigger !== field.name) dependents.set(trigger, [...(dependents.get(trigger) ?? []), field.name]);
    }
  }
  return dependents;
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

import { stepFields } from './stepFields';
import type { FormDefinition } from './types';

export interface Choice {
  id: string;
  name: string;
}

/** The choices of a field of the form (e.g. Visa_Service, Nationality), with their display names. */
export const fieldChoices = (definition: FormDefinition | undefined, name: string): Choice[] => {
  for (const step of definition?.steps ?? []) {
    const field = stepFields(step).find((candidate) => candidate.name === name);
    if (field && Array.isArray(field.schema.enum)) {
      return field.schema.enum.map((value) => ({ id: String(value), name: field.enumNames?.[String(value)] ?? String(value) }));
    }
  }
  return [];
};

import { queryForm } from '@evisa/forms/browser';
import type { FormDefinition } from './types';

export interface Choice {
  id: string;
  name: string;
}

/** The choices of a field of the form (e.g. Visa_Service, Nationality), with their display names. */
export const fieldChoices = (definition: FormDefinition | undefined, name: string): Choice[] =>
  (definition ? (queryForm(definition).field(name)?.choices ?? []) : []).map((choice) => ({ id: String(choice.value), name: choice.label }));

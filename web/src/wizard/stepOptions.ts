import type { StepDefinition } from '@evisa/forms/browser';

export interface SameAddressOption {
  label: string;
  before: string;
  /** Target field -> source field. */
  copy: Record<string, string>;
}

export interface StepOptions {
  sameAddress?: SameAddressOption;
  /** The declaration text, with `{Field}` placeholders for the applicant's answers. */
  declaration?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The step-level hints of the uiSchema's `ui:options` that the wizard acts on; anything malformed is ignored. */
export function stepOptions(step: StepDefinition): StepOptions {
  const options = isObject(step.uiSchema['ui:options']) ? step.uiSchema['ui:options'] : {};
  const result: StepOptions = {};
  const same = options.sameAddress;
  if (isObject(same) && typeof same.label === 'string' && typeof same.before === 'string' && isObject(same.copy)) {
    const copy = Object.fromEntries(
      Object.entries(same.copy).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    result.sameAddress = { label: same.label, before: same.before, copy };
  }
  const declaration = options.declaration;
  if (isObject(declaration) && typeof declaration.text === 'string') result.declaration = declaration.text;
  return result;
}

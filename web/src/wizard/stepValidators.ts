import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import loaders from 'virtual:evisa-validators';

const loaded = new Map<string, Promise<ValidatorFunctions>>();

/**
 * The precompiled validators of a step, loaded once on first use. The same promise is returned every time, as
 * React's use() needs; a failed load (a dropped connection) is forgotten so that the next visit tries again.
 */
export function loadStepValidators(stepId: string): Promise<ValidatorFunctions> {
  let validators = loaded.get(stepId);
  if (!validators) {
    const load = loaders[stepId];
    if (!load) throw new Error(`No precompiled validators for step ${stepId}`);
    validators = load().then(
      (module) => module.default,
      (error: unknown) => {
        loaded.delete(stepId);
        throw error;
      },
    );
    loaded.set(stepId, validators);
  }
  return validators;
}

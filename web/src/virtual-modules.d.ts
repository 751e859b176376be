// Modules generated at build time by build/precompiledValidators.ts.

declare module 'virtual:evisa-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** Loads the precompiled validators of a step, by step id. */
  const loaders: Record<string, () => Promise<{ default: ValidatorFunctions }>>;
  export default loaders;
}

declare module 'virtual:evisa-validators/*' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** The step's validate functions by RJSF schema hash, as createPrecompiledValidator() expects. */
  const validateFns: ValidatorFunctions;
  export default validateFns;
}

import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { indiaEvisa } from '@evisa/forms/browser';
import { loadValidators, validatorsUrl } from '../validators';

/** The validators of a shipped step, loaded from the API's URL (answered by testing/servedValidators). */
export const loadStepValidators = (stepId: string): Promise<ValidatorFunctions> =>
  loadValidators(validatorsUrl.ofVersion('india-evisa', indiaEvisa.version ?? 1, stepId));

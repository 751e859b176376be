// The package index is safe here: its Ajv-based default export is marked pure and drops out of the bundle
// (checked by the build: no `new Function` in web/dist).
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { hashForSchema, toErrorSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { translateFieldErrors, validateWith, type FieldError, type StepDefinition } from '@evisa/forms/browser';
import { toValidationErrors } from './fieldErrors';

export type StepFormData = Record<string, unknown>;

export interface StepValidator extends ValidatorType<StepFormData> {
  /** The shared rules' `{field, message}` list for the values of the step (empty when valid). */
  fieldErrors(formData: StepFormData | undefined): FieldError[];
}

/**
 * RJSF's precompiled validator for one step, with validateFormData() replaced by the shared rules of
 * @evisa/forms: validateWith() normalises the data, supplies today's date and maps Ajv's errors to the spec's
 * messages ('Surname is required'), exactly as the API does. RJSF still uses the precompiled functions to decide
 * the schema's `if` conditions (which fields show).
 *
 * `customValidate` and `transformErrors` are refused rather than ignored: every rule and message belongs in the
 * form definition, where browser and API read it alike.
 */
export function createStepValidator(step: StepDefinition, validateFns: ValidatorFunctions): StepValidator {
  const schema = step.schema as RJSFSchema;
  const precompiled = createPrecompiledValidator<StepFormData>(validateFns, schema);
  const validate = validateFns[hashForSchema(schema)];
  if (!validate) throw new Error(`No precompiled validator for the schema of step ${step.id}`);
  // A localized step carries its messages in its language (localizeDefinition); the rules are the same.
  const fieldErrors = (formData: StepFormData | undefined) => translateFieldErrors(validateWith(validate, formData ?? {}), step.messages);

  return {
    fieldErrors,
    isValid: (subSchema, formData, rootSchema) => precompiled.isValid(subSchema, formData, rootSchema),
    rawValidation: (subSchema, formData) => precompiled.rawValidation(subSchema, formData),
    validateFormData(formData, _schema, customValidate, transformErrors) {
      if (customValidate || transformErrors) {
        throw new Error('Step rules live in the form definition: customValidate and transformErrors are not supported');
      }
      const errors = toValidationErrors(fieldErrors(formData));
      return { errors, errorSchema: toErrorSchema(errors) };
    },
  };
}

import type { RJSFValidationError } from '@rjsf/utils';
import type { FieldError } from '@evisa/forms/browser';

// RJSF's default id scheme ("root" prefix, "_" separator); the form keeps it so these ids match its elements.
const ID_PREFIX = 'root';
const ID_SEPARATOR = '_';

/** The RJSF errors of the shared rules' `{field, message}` list; `field` is a slash path ("saarc/0/name"). */
export function toValidationErrors(errors: readonly FieldError[]): RJSFValidationError[] {
  return errors.map(({ field, message }) => {
    const property = field ? `.${field.split('/').join('.')}` : '.';
    return { name: 'rule', property, message, stack: `${field || 'form'}: ${message}` };
  });
}

/** The id RJSF gives the element of a field path ("Surname" -> "root_Surname"). */
export function fieldId(field: string): string {
  return [ID_PREFIX, ...field.split('/').filter(Boolean)].join(ID_SEPARATOR);
}

import { normalizeFormData } from './normalizeFormData.js';
import { toFieldErrors } from './toFieldErrors.js';
import type { FieldError, ValidateFunction } from './types.js';

/** The calendar date (UTC) the date rules compare with; the same on both sides for the same instant. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Errors in the order the fields appear on the form, so the first message names the first field to fix. */
function inFormOrder(errors: FieldError[], fieldOrder: readonly string[]): FieldError[] {
  const rank = (error: FieldError) => {
    const index = fieldOrder.indexOf(error.field.split('/')[0]);
    return index === -1 ? fieldOrder.length : index;
  };
  return [...errors].sort((a, b) => rank(a) - rank(b));
}

/**
 * Runs a compiled step validator on normalised data. 'Today' is read at validation time and handed to the
 * schema under the private key `_today` (schemas compare with `{"$data": "1/_today"}`); it is never stored.
 */
export function validateWith(
  validate: ValidateFunction,
  data: unknown,
  options: { now?: Date; fieldOrder?: readonly string[] } = {},
): FieldError[] {
  const normalized = normalizeFormData(data);
  const subject =
    normalized && typeof normalized === 'object' && !Array.isArray(normalized)
      ? { ...normalized, _today: isoDate(options.now ?? new Date()) }
      : normalized;
  return validate(subject) ? [] : inFormOrder(toFieldErrors(validate.errors), options.fieldOrder ?? []);
}

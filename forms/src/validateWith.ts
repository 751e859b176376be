import { normalizeFormData } from './normalizeFormData.js';
import { toFieldErrors } from './toFieldErrors.js';
import type { FieldError, ValidateFunction } from './types.js';

/** The calendar date (UTC) the date rules compare with; the same on both sides for the same instant. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * Runs a compiled step validator on normalised data. 'Today' is read at validation time and handed to the
 * schema under the private key `_today` (schemas compare with `{"$data": "1/_today"}`); it is never stored.
 */
export function validateWith(validate: ValidateFunction, data: unknown, now: Date = new Date()): FieldError[] {
  const normalized = normalizeFormData(data);
  const subject =
    normalized && typeof normalized === 'object' && !Array.isArray(normalized)
      ? { ...normalized, _today: isoDate(now) }
      : normalized;
  return validate(subject) ? [] : toFieldErrors(validate.errors);
}

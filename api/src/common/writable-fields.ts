import { isDeepStrictEqual } from 'node:util';
import { BadRequestException } from '@nestjs/common';
import { FormValidationException } from './form-validation.exception.js';

/** The record as the API answered it (getOne), to tell a whole record sent back from a change. */
export interface CurrentRecord {
  record: object;
  /** Fields the record shows but the server works out on each read (notes, payments, the fee): never a change. */
  computed?: readonly string[];
}

/** Equal as JSON: a date the record showed as text is the same date. */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * The fields of an admin write, refused as a whole (400, one message per field) when it changes any field that is
 * not writable, so nothing is half-applied. `id` is ignored: react-admin sends it with every update, and the path
 * already says which record is meant. With the current record, a field sent back unchanged is ignored too, as
 * react-admin's <Edit> sends the whole record; a changed read-only field is still refused by name.
 */
export function writableFields(
  body: unknown,
  writable: readonly string[],
  refusal: (field: string) => string,
  current?: CurrentRecord,
): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException('The request body must be a JSON object.');
  }
  const { id: _id, ...sent } = body as Record<string, unknown>;
  // Own fields only: a key such as "toString" or "constructor" names no field of the record, never what every
  // object inherits.
  const unchanged = (field: string) =>
    current !== undefined &&
    (current.computed?.includes(field) ||
      (Object.hasOwn(current.record, field) && isDeepStrictEqual(asJson(sent[field]), asJson((current.record as Record<string, unknown>)[field]))));
  const refused = Object.keys(sent).filter((field) => !writable.includes(field) && !unchanged(field));
  if (refused.length) throw new FormValidationException(refused.map((field) => ({ field, message: refusal(field) })));
  return Object.fromEntries(Object.entries(sent).filter(([field]) => writable.includes(field)));
}

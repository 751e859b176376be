import { BadRequestException } from '@nestjs/common';
import { FormValidationException } from './FormValidationException.js';

/**
 * The fields of an admin write, refused as a whole (400, one message per field) when it names any field that is
 * not writable, so nothing is half-applied. `id` is ignored: react-admin sends it with every update, and the path
 * already says which record is meant.
 */
export function writableFields(body: unknown, writable: readonly string[], refusal: (field: string) => string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException('The request body must be a JSON object.');
  }
  const { id: _id, ...fields } = body as Record<string, unknown>;
  const refused = Object.keys(fields).filter((field) => !writable.includes(field));
  if (refused.length) throw new FormValidationException(refused.map((field) => ({ field, message: refusal(field) })));
  return fields;
}

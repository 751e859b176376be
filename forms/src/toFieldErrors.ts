import type { AjvError, FieldError } from './types.js';

function fieldOf(instancePath: string, property?: unknown): string {
  const path = instancePath.replace(/^\//, '').replace(/~1/g, '/').replace(/~0/g, '~');
  if (property === undefined) return path;
  return path ? `${path}/${String(property)}` : String(property);
}

/**
 * Maps Ajv errors to one message per field. ajv-errors reports a `required` message on the parent object, so
 * the field is taken from the original error's `missingProperty`.
 */
export function toFieldErrors(errors: readonly AjvError[] | null | undefined): FieldError[] {
  const byField = new Map<string, string>();
  const add = (field: string, message: string) => {
    if (!byField.has(field)) byField.set(field, message);
  };
  for (const error of errors ?? []) {
    if (error.keyword === 'errorMessage') {
      const originals = (error.params.errors as AjvError[] | undefined) ?? [];
      const missing = originals.find((original) => original.keyword === 'required');
      add(fieldOf(error.instancePath, missing?.params.missingProperty), error.message ?? 'Invalid value');
    } else if (error.keyword === 'required') {
      const property = error.params.missingProperty;
      add(fieldOf(error.instancePath, property), `${String(property).replace(/_/g, ' ')} is required`);
    } else if (error.keyword !== 'if') {
      add(fieldOf(error.instancePath), error.message ?? 'Invalid value');
    }
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

import type { JsonSchema } from '../types.js';

export const isObject = (value: unknown): value is JsonSchema => value !== null && typeof value === 'object' && !Array.isArray(value);

const unescapePointer = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The node a JSON pointer ("/$defs/a") names inside a document, or undefined. */
export function atPointer(document: unknown, pointer: string): unknown {
  let node = document;
  for (const segment of pointer.split('/').slice(1)) {
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[unescapePointer(segment)] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * A schema node with its local `$ref` ("#/$defs/countries") followed, repeatedly: the node's own keywords win over
 * those of what it refers to. A reference that names nothing leaves the node as it is.
 */
export function resolveLocal(root: JsonSchema, node: JsonSchema, seen: string[] = []): JsonSchema {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#') || seen.includes(ref)) return node;
  const target = atPointer(root, ref.slice(1));
  if (!isObject(target)) return node;
  const { $ref: _ref, ...own } = node;
  return { ...resolveLocal(root, target, [...seen, ref]), ...own };
}

/** The last segment of a local `$ref` ("#/$defs/long-text" -> "long-text"), or undefined. */
export const refName = (node: JsonSchema): string | undefined =>
  typeof node.$ref === 'string' && node.$ref.startsWith('#/') ? unescapePointer(node.$ref.split('/').at(-1)!) : undefined;

/** A readable label from a field name: `date_of_Birth` -> `Date of Birth`, for a field the schema gives no title. */
export function fieldLabel(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a stored value counts as an answer: not missing, not empty text, not an empty list. */
export const hasAnswer = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

import { isObject } from '../query/schemaNodes.js';
import type { FormField } from '../query/types.js';
import type { FormManifest } from '../types.js';

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export const pointer = (...segments: Array<string | number>): string => segments.map((segment) => `/${escape(String(segment))}`).join('');

/** Every node of a JSON document with its pointer, depth first; `skip` prunes a subtree (by its key). */
export function* nodes(document: unknown, skip: (key: string) => boolean = () => false, at = ''): Generator<[unknown, string]> {
  yield [document, at];
  if (Array.isArray(document)) {
    for (const [index, item] of document.entries()) yield* nodes(item, skip, `${at}/${index}`);
  } else if (isObject(document)) {
    for (const [key, value] of Object.entries(document)) if (!skip(key)) yield* nodes(value, skip, `${at}/${escape(key)}`);
  }
}

/** Where a schema file defines a property (outside any `if`), or undefined. */
export function propertyPointer(schema: unknown, name: string): string | undefined {
  for (const [node, at] of nodes(schema, (key) => key === 'if')) {
    if (isObject(node) && isObject(node.properties) && name in node.properties) return `${at}/properties/${escape(name)}`;
  }
  return undefined;
}

/** The first place a document has an object key, or undefined. */
export function keyPointer(document: unknown, key: string): string | undefined {
  for (const [node, at] of nodes(document)) if (isObject(node) && key in node) return `${at}/${escape(key)}`;
  return undefined;
}

/** The schema file of the step a field is asked on (steps/<step>.schema.json, as form.json names it). */
export const schemaFileOf = (manifest: FormManifest, field: FormField): string => manifest.steps.find((step) => step.id === field.stepId)!.schema;

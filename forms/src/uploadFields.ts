import type { JsonSchema, StepDefinition } from './types.js';

/** The kinds of uploaded file a field can hold: the applicant's photograph, or any other document. */
export const UPLOAD_KINDS = ['photo', 'document'] as const;

export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A field whose value is the stored name of an uploaded file (schema annotation `"upload"`). */
export interface UploadField {
  field: string;
  kind: UploadKind;
  /** The field's title in the form, for messages. */
  title: string;
}

const isObject = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A property schema with its local `$ref` ("#/$defs/document") followed; its own keywords win. */
function resolve(root: JsonSchema, node: JsonSchema): JsonSchema {
  if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  let target: unknown = root;
  for (const segment of node.$ref.slice(2).split('/')) {
    target = isObject(target) ? target[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return isObject(target) ? { ...resolve(root, target), ...node } : node;
}

/**
 * The upload fields of a step, wherever the step defines them (its properties and those its conditions add), in
 * schema order: `{field: 'image', kind: 'photo', title: 'Photograph'}`.
 */
export function uploadFields(step: StepDefinition): UploadField[] {
  const found = new Map<string, UploadField>();
  const visit = (node: unknown) => {
    if (!isObject(node)) return;
    for (const [field, property] of Object.entries(isObject(node.properties) ? node.properties : {})) {
      if (!isObject(property) || found.has(field)) continue;
      const schema = resolve(step.schema, property);
      const kind = UPLOAD_KINDS.find((candidate) => candidate === schema.upload);
      if (kind) found.set(field, { field, kind, title: typeof schema.title === 'string' ? schema.title : field.replace(/_/g, ' ') });
    }
    for (const key of ['allOf', 'anyOf', 'oneOf']) (node[key] as unknown[] | undefined)?.forEach(visit);
    visit(node.then);
    visit(node.else);
  };
  visit(step.schema);
  return [...found.values()];
}

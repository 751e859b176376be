import type { FormDefinition, JsonSchema } from '@evisa/forms';

/** `"upload": "photo"` marks the applicant's photograph; `"upload": "document"` any other uploaded file. */
export type UploadKind = 'photo' | 'document';

export interface UploadField {
  field: string;
  kind: UploadKind;
  /** The field's title in the form, for messages. */
  title: string;
}

function isUploadKind(value: unknown): value is UploadKind {
  return value === 'photo' || value === 'document';
}

/** Follows a local `$ref` ("#/$defs/photo") inside the step schema; anything else is left as it is. */
function resolve(root: JsonSchema, node: JsonSchema): JsonSchema {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let target: unknown = root;
  for (const segment of ref.slice(2).split('/')) {
    target = target && typeof target === 'object' ? (target as JsonSchema)[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return target && typeof target === 'object' ? { ...(target as JsonSchema), ...node } : node;
}

/**
 * The top-level fields of every step that carry the `upload` annotation, found wherever a step can define a
 * property (its own properties and those its conditions add), so new upload fields need no code here.
 */
export function uploadFieldsOf(definition: FormDefinition): UploadField[] {
  const found = new Map<string, UploadField>();
  for (const step of definition.steps) {
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const record = node as JsonSchema;
      for (const [field, property] of Object.entries((record.properties as JsonSchema | undefined) ?? {})) {
        if (!property || typeof property !== 'object' || found.has(field)) continue;
        const schema = resolve(step.schema, property as JsonSchema);
        if (isUploadKind(schema.upload)) {
          found.set(field, { field, kind: schema.upload, title: typeof schema.title === 'string' ? schema.title : field.replace(/_/g, ' ') });
        }
      }
      for (const key of ['allOf', 'anyOf', 'oneOf']) (record[key] as unknown[] | undefined)?.forEach(visit);
      visit(record.then);
      visit(record.else);
    };
    visit(step.schema);
  }
  return [...found.values()];
}

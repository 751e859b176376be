import type { FormDefinition, JsonSchema } from '@evisa/forms';

const isObject = (value: unknown): value is JsonSchema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The choices of the form's `Nationality` field, wherever a step defines it (a local `$ref` followed): fees are
 * looked up by the applicant's Nationality, so a fee record for anything else could never be used. Null when the
 * definition has no such list.
 */
export function nationalities(definition: FormDefinition): string[] | null {
  for (const step of definition.steps) {
    const found = findProperty(step.schema, 'Nationality');
    const schema = found && resolve(step.schema, found);
    if (Array.isArray(schema?.enum) && schema.enum.every((value) => typeof value === 'string')) return schema.enum as string[];
  }
  return null;
}

function findProperty(node: unknown, name: string): JsonSchema | null {
  if (!isObject(node)) return null;
  const own = isObject(node.properties) ? node.properties[name] : undefined;
  if (isObject(own)) return own;
  const nested = [...((node.allOf as unknown[] | undefined) ?? []), node.then, node.else];
  for (const child of nested) {
    const found = findProperty(child, name);
    if (found) return found;
  }
  return null;
}

function resolve(root: JsonSchema, node: JsonSchema): JsonSchema {
  if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  let target: unknown = root;
  for (const segment of node.$ref.slice(2).split('/')) target = isObject(target) ? target[segment] : undefined;
  return isObject(target) ? { ...resolve(root, target), ...node } : node;
}

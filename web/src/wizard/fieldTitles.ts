import type { JsonSchema } from '@evisa/forms/browser';

const isObject = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The title of every field a schema can show (its properties, those its conditions add, and the properties of
 * list entries), by field name: the labels of the read-only summaries come from the definition too.
 */
export function fieldTitles(schema: JsonSchema): Map<string, string> {
  const titles = new Map<string, string>();
  // A property may take its title from the definition its local `$ref` points at ("#/$defs/purposes-...").
  const resolve = (node: JsonSchema): JsonSchema => {
    if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
    const target = node.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((parent, segment) => (isObject(parent) ? parent[segment] : undefined), schema);
    return isObject(target) ? { ...resolve(target), ...node } : node;
  };
  const visit = (node: unknown) => {
    if (!isObject(node)) return;
    for (const [name, value] of Object.entries(isObject(node.properties) ? node.properties : {})) {
      if (!isObject(value)) continue;
      const property = resolve(value);
      if (typeof property.title === 'string' && !titles.has(name)) titles.set(name, property.title);
      visit(property.items);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf']) (node[key] as unknown[] | undefined)?.forEach(visit);
    visit(node.then);
    visit(node.else);
  };
  visit(schema);
  return titles;
}

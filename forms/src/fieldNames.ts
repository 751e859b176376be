import type { JsonSchema } from './types.js';

/** Every top-level field a step schema can show: its own properties and those its conditions add. */
export function fieldNames(schema: JsonSchema): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as JsonSchema;
    for (const name of Object.keys((record.properties as JsonSchema | undefined) ?? {})) names.add(name);
    for (const key of ['allOf', 'anyOf', 'oneOf']) (record[key] as unknown[] | undefined)?.forEach(visit);
    visit(record.then);
    visit(record.else);
  };
  visit(schema);
  return names;
}

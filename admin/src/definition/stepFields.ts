import { fieldLabel } from './fieldLabel';
import type { DefinedField, JsonSchema, StepDefinition, UploadKind } from './types';

const isObject = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A node with its local `$ref` ("#/$defs/countries") followed; the node's own keywords win. */
export const resolveRef = (root: JsonSchema, node: JsonSchema): JsonSchema => {
  if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  let target: unknown = root;
  for (const segment of node.$ref.slice(2).split('/')) {
    target = isObject(target) ? target[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return isObject(target) ? { ...resolveRef(root, target), ...node } : node;
};

const uploadKind = (schema: JsonSchema): UploadKind | undefined =>
  schema.upload === 'photo' || schema.upload === 'document' ? schema.upload : undefined;

const enumNames = (schema: JsonSchema, ui: unknown): Record<string, string> | undefined => {
  const names = isObject(ui) ? ui['ui:enumNames'] : undefined;
  if (!Array.isArray(schema.enum) || !Array.isArray(names)) return undefined;
  return Object.fromEntries(schema.enum.map((value, index) => [String(value), String(names[index] ?? value)]));
};

const itemTitles = (root: JsonSchema, schema: JsonSchema): Record<string, string> | undefined => {
  const items = isObject(schema.items) ? resolveRef(root, schema.items) : undefined;
  if (!items || !isObject(items.properties)) return undefined;
  return Object.fromEntries(
    Object.entries(items.properties).map(([name, property]) => {
      const resolved = isObject(property) ? resolveRef(root, property) : {};
      return [name, typeof resolved.title === 'string' ? resolved.title : fieldLabel(name)];
    }),
  );
};

/** Field names in the order of the step's uiSchema `ui:order` ("*" stands for the rest, in schema order). */
const ordered = (names: string[], uiSchema: JsonSchema): string[] => {
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as unknown[]).map(String) : ['*'];
  const listed = order.filter((name) => name !== '*' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const star = order.indexOf('*');
  if (star === -1) return [...listed, ...rest];
  const before = order.slice(0, star).filter((name) => listed.includes(name));
  const after = order.slice(star + 1).filter((name) => listed.includes(name));
  return [...before, ...rest, ...after];
};

/**
 * Every field of a step, in the order the applicant sees them, with its title from the schema. A field defined in
 * a condition (`if`/`then`) carries the names the condition reads, so callers can show it only when it applies.
 */
export const stepFields = (step: StepDefinition): DefinedField[] => {
  const found = new Map<string, DefinedField>();
  const visit = (node: unknown, guards: string[]) => {
    if (!isObject(node)) return;
    const properties = isObject(node.properties) ? node.properties : {};
    for (const [name, property] of Object.entries(properties)) {
      if (!isObject(property) || found.has(name)) continue;
      const schema = resolveRef(step.schema, property);
      found.set(name, {
        name,
        title: typeof schema.title === 'string' ? schema.title : fieldLabel(name),
        stepId: step.id,
        schema,
        guards,
        upload: uploadKind(schema),
        enumNames: enumNames(schema, step.uiSchema[name]),
        itemTitles: itemTitles(step.schema, schema),
      });
    }
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const branches = node[key];
      if (Array.isArray(branches)) branches.forEach((branch) => visit(branch, guards));
    }
    if (isObject(node.if)) {
      const read = [...guards, ...Object.keys(isObject(node.if.properties) ? node.if.properties : {})];
      visit(node.then, read);
      visit(node.else, read);
    }
  };
  visit(step.schema, []);
  const names = ordered([...found.keys()], step.uiSchema);
  return names.map((name) => found.get(name)!);
};

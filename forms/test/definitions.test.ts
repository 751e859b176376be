import { describe, expect, it } from 'vitest';
import { createAjv, fieldNames, getStep, indiaEvisa, uploadFields, type JsonSchema } from '../src/index.js';

const isObject = (value: unknown): value is JsonSchema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every `if` of a schema, wherever it is. */
function conditions(node: unknown): JsonSchema[] {
  if (Array.isArray(node)) return node.flatMap(conditions);
  if (!isObject(node)) return [];
  return [...(isObject(node.if) ? [node.if] : []), ...Object.values(node).flatMap(conditions)];
}

/** The property schemas a step can show, own and conditional, by name. */
function propertySchemas(schema: JsonSchema): Map<string, JsonSchema> {
  const found = new Map<string, JsonSchema>();
  const visit = (node: unknown) => {
    if (!isObject(node)) return;
    for (const [name, property] of Object.entries(isObject(node.properties) ? node.properties : {})) found.set(name, property as JsonSchema);
    (node.allOf as unknown[] | undefined)?.forEach(visit);
    visit(node.then);
    visit(node.else);
  };
  visit(schema);
  return found;
}

/** The schema a local `$ref` ("#/$defs/a/$defs/b") names. */
function resolveRef(root: JsonSchema, ref: string): JsonSchema {
  return ref.slice(2).split('/').reduce<unknown>((at, key) => (at as JsonSchema)[key], root) as JsonSchema;
}

/** uiSchema keys (not `ui:`) that name no property of `schema`, as slash paths, array items included. */
function unknownUiKeys(ui: JsonSchema, names: Set<string>, schemas: Map<string, JsonSchema>, root: JsonSchema, path = ''): string[] {
  const resolve = (node: JsonSchema): JsonSchema => (typeof node.$ref === 'string' ? resolve(resolveRef(root, node.$ref)) : node);
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    if (!names.has(key)) {
      unknown.push(`${path}${key}`);
      continue;
    }
    const schema = resolve(schemas.get(key)!);
    if (!isObject(value)) continue;
    if (schema.type === 'array' && isObject(value.items) && isObject(schema.items)) {
      const items = schema.items as JsonSchema;
      const itemProperties = new Map(Object.entries(items.properties as JsonSchema).map(([name, s]) => [name, s as JsonSchema]));
      unknown.push(...unknownUiKeys(value.items, new Set(itemProperties.keys()), itemProperties, root, `${path}${key}/items/`));
    }
    const nested = Object.keys(value).filter((name) => !name.startsWith('ui:') && name !== 'items');
    if (nested.length) unknown.push(...nested.map((name) => `${path}${key}/${name}`));
  }
  return unknown;
}

const steps = indiaEvisa.steps.map((step) => [step.id, step] as const);

describe('the India e-Visa definition', () => {
  const ajv = createAjv();

  it.each(steps)('%s passes the JSON Schema meta-schema', (_id, step) => {
    expect(ajv.validateSchema(step.schema), JSON.stringify(ajv.errors)).toBe(true);
  });

  it.each(steps)('%s uiSchema names only real properties, array items included', (_id, step) => {
    const names = fieldNames(step.schema);
    expect(unknownUiKeys(step.uiSchema, names, propertySchemas(step.schema), step.schema)).toEqual([]);
    const order = (step.uiSchema['ui:order'] as string[] | undefined) ?? [];
    expect(order.filter((key) => key !== '*' && !names.has(key))).toEqual([]);
  });

  it('finds uiSchema keys that name nothing, in array items too', () => {
    const step4 = getStep(indiaEvisa, 'step4');
    const ui = { saarc_countries: { items: { saarc_country: {}, saarc_visits: {} } }, Places_to_be_visited: { typo: {} }, nowhere: {} };
    expect(unknownUiKeys(ui, fieldNames(step4.schema), propertySchemas(step4.schema), step4.schema)).toEqual([
      'saarc_countries/items/saarc_visits',
      'Places_to_be_visited/typo',
      'nowhere',
    ]);
  });

  it.each(steps)('%s gives every field a title', (_id, step) => {
    const titleOf = (schema: JsonSchema): unknown =>
      schema.title ?? (typeof schema.$ref === 'string' ? titleOf(resolveRef(step.schema, schema.$ref)) : undefined);
    const untitled = [...propertySchemas(step.schema)].filter(([, schema]) => typeof titleOf(schema) !== 'string').map(([name]) => name);
    expect(untitled).toEqual([]);
  });

  it('has the steps of the spec in order, with their routes, buttons and next routes', () => {
    expect(indiaEvisa.steps.map(({ id, route, submitLabel, next }) => ({ id, route, submitLabel, next }))).toEqual([
      { id: 'step1', route: '/Apply', submitLabel: 'Save and Continue', next: '/Apply2' },
      { id: 'step2', route: '/Apply2', submitLabel: 'Submit and Next', next: '/Apply3' },
      { id: 'step3', route: '/Apply3', submitLabel: 'Submit and Next', next: '/Apply4' },
      { id: 'step4', route: '/Apply4', submitLabel: 'Submit and Next', next: '/Apply5' },
      { id: 'step5', route: '/Apply5', submitLabel: 'Submit and Next', next: '/Apply6' },
      { id: 'step6', route: '/Apply6', submitLabel: 'Submit and Next', next: '/aditionalquestion' },
      { id: 'security', route: '/aditionalquestion', submitLabel: 'Save And Continue', next: '/Preview' },
    ]);
  });

  it('keeps every list once, under $defs, with no reference left to a file', () => {
    for (const step of indiaEvisa.steps) {
      expect(JSON.stringify(step.schema), step.id).not.toMatch(/"\$ref":"[^#]/);
    }
    expect(Object.keys(getStep(indiaEvisa, 'step1').schema.$defs as JsonSchema).sort()).toEqual([
      'application-types',
      'nationalities',
      'passport-types',
      'ports',
      'visa-services',
    ]);
  });

  it('has no reference inside a condition, which RJSF checks as a schema of its own', () => {
    for (const step of indiaEvisa.steps) {
      expect(JSON.stringify(conditions(step.schema)), step.id).not.toContain('$ref');
    }
  });

  it('gives no field to two steps, so a save names its steps unambiguously', () => {
    const owners = new Map<string, string[]>();
    for (const step of indiaEvisa.steps) for (const field of fieldNames(step.schema)) owners.set(field, [...(owners.get(field) ?? []), step.id]);
    expect([...owners].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  it('reads the step-1 service only in the conditions of steps 4 and 6, never as their fields', () => {
    for (const id of ['step4', 'step6']) {
      const names = fieldNames(getStep(indiaEvisa, id).schema);
      expect(names.has('Visa_Service') || names.has('sub_Visa_Service') || names.has('Sub_t_Visa_Service'), id).toBe(false);
    }
  });

  it('marks the upload fields with the `upload` annotation', () => {
    const all = indiaEvisa.steps.flatMap((step) => uploadFields(step).map(({ field, kind }) => `${step.id}:${field}:${kind}`));
    expect(all).toEqual([
      'step5:image:photo',
      'step6:passport:document',
      'step6:Invitation_from_organizer:document',
      'step6:Political_clearance_from_Ministry:document',
      'step6:Event_clearance_from_Ministry:document',
      'step6:Copy_of_Business_Card:document',
      'step6:Copy_of_Business_Invitation_Letter:document',
      'step6:sport_Approval_of_the_Government:document',
      'step6:sport_Invitation_Letter:document',
      'step6:Letter_from_the_Hospital_concerned:document',
    ]);
    expect(uploadFields(getStep(indiaEvisa, 'step5'))).toEqual([{ field: 'image', kind: 'photo', title: 'Photograph' }]);
    for (const step of indiaEvisa.steps) {
      for (const { field, kind } of uploadFields(step)) {
        expect(step.uiSchema[field], field).toEqual(
          expect.objectContaining({ 'ui:widget': 'upload', 'ui:options': { accept: kind === 'photo' ? '.jpg,.jpeg' : '.pdf,.jpg,.jpeg,.png' } }),
        );
      }
    }
  });

  it('refuses an unknown upload kind in a schema', () => {
    expect(() => ajv.compile({ type: 'string', upload: 'video' })).toThrow(/upload/);
  });

  it('shows every yes/no question as radio buttons, except the name-change box the spec calls a box', () => {
    for (const step of indiaEvisa.steps) {
      for (const [name, schema] of propertySchemas(step.schema)) {
        if (schema.$ref !== '#/$defs/yes-no') continue;
        const widget = (step.uiSchema[name] as JsonSchema | undefined)?.['ui:widget'];
        expect(widget, name).toBe(name === 'have_you_prev_change_yourName' ? 'checkbox' : 'radio');
      }
    }
  });
});

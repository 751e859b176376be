import type { JsonSchema, StepDefinition } from '../types.js';
import { readClause, toCondition } from './conditions.js';
import { oncePerObject } from './oncePerObject.js';
import { fieldLabel, isObject, refName, resolveLocal } from './schemaNodes.js';
import {
  UPLOAD_KINDS,
  type Choice,
  type ConditionClause,
  type FieldKind,
  type FormField,
  type FormStep,
  type SampleImage,
  type StepOptions,
} from './types.js';

/** One place a step defines a field: the property schema, the `if`s around it and whether it is required there. */
interface Definition {
  property: JsonSchema;
  clauses: ConditionClause[];
  required: boolean;
  requiredMessage?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Kinds named by the shared field type a property refers to (fields/long-text.json is `#/$defs/long-text`). */
const KIND_OF_TYPE: Record<string, FieldKind> = {
  text: 'text',
  'long-text': 'long-text',
  email: 'email',
  phone: 'phone',
  'person-name': 'text',
  'yes-no': 'yes-no',
};

/**
 * Names in display order, as RJSF orders them: `ui:order` with "*" standing for the rest in schema order; names
 * the order does not list go last when it has no "*", and names it lists that the step lacks are left out.
 */
function displayOrder(names: string[], uiOrder: unknown): string[] {
  if (!Array.isArray(uiOrder)) return names;
  const order = uiOrder.filter((name): name is string => name === '*' || names.includes(name));
  const listed = new Set(order);
  const rest = names.filter((name) => !listed.has(name));
  const star = order.indexOf('*');
  if (star === -1) return [...order, ...rest];
  return [...order.slice(0, star), ...rest, ...order.slice(star + 1).filter((name) => name !== '*')];
}

function choicesOf(schema: JsonSchema, ui: JsonSchema): Choice[] | undefined {
  const labels = Array.isArray(ui['ui:enumNames']) ? ui['ui:enumNames'] : [];
  if (Array.isArray(schema.enum)) {
    // Each label by the entry's own index: looking it up per entry would take a list of thousands a while squared.
    return schema.enum.flatMap((value: unknown, index) =>
      ['string', 'number', 'boolean'].includes(typeof value)
        ? [{ value: value as Choice['value'], label: text(labels[index]) ?? String(value) }]
        : [],
    );
  }
  const options = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (options?.length && options.every((option) => isObject(option) && 'const' in option)) {
    return (options as JsonSchema[]).map((option) => ({
      value: option.const as Choice['value'],
      label: text(option.title) ?? String(option.const),
    }));
  }
  return undefined;
}

function kindOf(property: JsonSchema, schema: JsonSchema, ui: JsonSchema, choices: Choice[] | undefined): FieldKind {
  const upload = UPLOAD_KINDS.find((kind) => kind === schema.upload);
  if (upload) return upload;
  if (schema.type === 'array') return 'entries';
  if (choices) return 'choice';
  if (schema.type === 'boolean') return 'yes-no';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'email') return 'email';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  const type = refName(property);
  if (type !== undefined) return KIND_OF_TYPE[type] ?? 'text';
  if (ui['ui:widget'] === 'textarea') return 'long-text';
  if (ui['ui:widget'] === 'email') return 'email';
  if (ui['ui:inputType'] === 'tel') return 'phone';
  return 'text';
}

function sampleOf(options: JsonSchema): SampleImage | undefined {
  const sample = options.sample;
  return isObject(sample) && typeof sample.image === 'string' && typeof sample.caption === 'string'
    ? { image: sample.image, caption: sample.caption }
    : undefined;
}

function buildField(stepId: string, name: string, definitions: Definition[], root: JsonSchema, uiSchema: JsonSchema): FormField {
  const unconditional = definitions.find((definition) => definition.clauses.length === 0);
  const primary = unconditional ?? definitions[0]!;
  const schema = resolveLocal(root, primary.property);
  const ui = isObject(uiSchema[name]) ? uiSchema[name] : {};
  const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
  const caseChoices = definitions.map((definition) => choicesOf(resolveLocal(root, definition.property), ui));
  const choices = caseChoices.some(Boolean)
    ? [
        ...new Map(
          caseChoices
            .flat()
            .filter((choice) => choice !== undefined)
            .map((choice) => [choice.value, choice]),
        ).values(),
      ]
    : undefined;
  const kind = kindOf(primary.property, schema, ui, choices);
  const items = isObject(schema.items) ? resolveLocal(root, schema.items) : undefined;
  const requiredBy = definitions.find((definition) => definition.required);
  const field: FormField = {
    name,
    stepId,
    title: text(ui['ui:title']) ?? text(schema.title) ?? fieldLabel(name),
    kind,
    required: unconditional ? unconditional.required : requiredBy !== undefined,
    readOnly: schema.readOnly === true,
    hidden: ui['ui:widget'] === 'hidden',
    schema,
    ui,
  };
  const requiredMessage = (unconditional ?? requiredBy)?.requiredMessage;
  if (requiredMessage !== undefined) field.requiredMessage = requiredMessage;
  if (choices && kind === 'choice') field.choices = choices;
  const description = text(ui['ui:description']) ?? text(schema.description);
  if (description !== undefined) field.description = description;
  const help = text(ui['ui:help']);
  if (help !== undefined) field.help = help;
  const placeholder = text(ui['ui:placeholder']);
  if (placeholder !== undefined) field.placeholder = placeholder;
  if (typeof schema.maxLength === 'number') field.maxLength = schema.maxLength;
  if (!unconditional) {
    field.condition = toCondition(
      definitions.map((definition, index) => ({
        clauses: definition.clauses,
        ...(caseChoices[index] ? { choices: caseChoices[index] } : {}),
      })),
    );
  }
  if (kind === 'photo' || kind === 'document') {
    field.upload = kind;
    if (typeof options.accept === 'string') field.accept = options.accept;
    const sample = sampleOf(options);
    if (sample) field.sample = sample;
  }
  if (kind === 'entries' && items && isObject(items.properties)) {
    const itemUi = isObject(ui.items) ? ui.items : {};
    const required = Array.isArray(items.required) ? items.required : [];
    const messages = isObject(items.errorMessage) && isObject(items.errorMessage.required) ? items.errorMessage.required : {};
    const properties = new Map(Object.entries(items.properties).filter((entry): entry is [string, JsonSchema] => isObject(entry[1])));
    field.entries = displayOrder([...properties.keys()], itemUi['ui:order']).map((entryName) => {
      const definition: Definition = { property: properties.get(entryName)!, clauses: [], required: required.includes(entryName) };
      const message = text(messages[entryName]);
      if (definition.required && message !== undefined) definition.requiredMessage = message;
      return buildField(stepId, entryName, [definition], root, itemUi);
    });
  }
  return field;
}

function stepOptionsOf(uiSchema: JsonSchema): StepOptions {
  const options = isObject(uiSchema['ui:options']) ? uiSchema['ui:options'] : {};
  const result: StepOptions = {};
  if (Array.isArray(options.header)) {
    result.header = options.header.flatMap((entry) => {
      if (typeof entry === 'string') return [{ field: entry }];
      if (isObject(entry) && typeof entry.field === 'string') {
        return [typeof entry.label === 'string' ? { field: entry.field, label: entry.label } : { field: entry.field }];
      }
      return [];
    });
  }
  const same = options.sameAddress;
  if (isObject(same) && typeof same.label === 'string' && typeof same.before === 'string' && isObject(same.copy)) {
    const copy = Object.fromEntries(Object.entries(same.copy).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    result.sameAddress = { label: same.label, before: same.before, copy };
  }
  const declaration = options.declaration;
  if (isObject(declaration) && typeof declaration.text === 'string') result.declaration = declaration.text;
  if (Array.isArray(options.sections)) {
    result.sections = options.sections.flatMap((section) =>
      isObject(section) && typeof section.title === 'string' && typeof section.from === 'string'
        ? [{ title: section.title, from: section.from }]
        : [],
    );
  }
  return result;
}

/**
 * Every place a step schema defines a field: its properties and those of its `allOf`/`anyOf`/`oneOf` branches
 * and of every `then`/`else`, with the `if`s around each. `anyOf`/`oneOf` branches cannot be decided by a
 * condition and count as always shown.
 */
function definitionsOf(schema: JsonSchema): Map<string, Definition[]> {
  const found = new Map<string, Definition[]>();
  const visit = (node: unknown, clauses: ConditionClause[], requiredAbove: Map<string, string | undefined>) => {
    if (!isObject(node)) return;
    const required = new Map(requiredAbove);
    const messages = isObject(node.errorMessage) && isObject(node.errorMessage.required) ? node.errorMessage.required : {};
    for (const name of Array.isArray(node.required) ? node.required : []) {
      if (typeof name === 'string') required.set(name, text(messages[name]) ?? required.get(name));
    }
    for (const [name, property] of Object.entries(isObject(node.properties) ? node.properties : {})) {
      if (!isObject(property)) continue;
      const definition: Definition = { property, clauses, required: required.has(name) };
      const message = required.get(name);
      if (message !== undefined) definition.requiredMessage = message;
      found.set(name, [...(found.get(name) ?? []), definition]);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const branches = node[key];
      if (Array.isArray(branches)) for (const branch of branches) visit(branch, clauses, required);
    }
    if (isObject(node.if)) {
      visit(node.then, [...clauses, readClause(node.if, true)], required);
      visit(node.else, [...clauses, readClause(node.if, false)], required);
    }
  };
  visit(schema, [], new Map());
  return found;
}

function buildStep(step: StepDefinition): FormStep {
  const definitions = definitionsOf(step.schema);
  const names = displayOrder([...definitions.keys()], step.uiSchema['ui:order']);
  const fields = names.map((name) => buildField(step.id, name, definitions.get(name)!, step.schema, step.uiSchema));
  const byName = new Map(fields.map((field) => [field.name, field]));
  const { id, route, title, submitLabel, next } = step;
  return {
    id,
    route,
    title,
    submitLabel,
    next,
    fields,
    names: new Set(names),
    field: (name) => byName.get(name),
    options: stepOptionsOf(step.uiSchema),
    definition: step,
  };
}

/**
 * One step of a definition as its readers see it: its fields in display order with title, kind, choices, help,
 * condition and upload kind, and its options. Worked out once per step object and kept while the object lives.
 */
export const queryStep: (step: StepDefinition) => FormStep = oncePerObject(buildStep);

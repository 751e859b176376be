import { catalogueFile, formLanguages } from '../translations/catalogue.js';
import { queryForm } from '../query/queryForm.js';
import { isObject } from '../query/schemaNodes.js';
import type { FormField, FormQuery } from '../query/types.js';
import { SERVER_FIELDS } from '../serverFields.js';
import type { FeeRule, JsonSchema } from '../types.js';
import { conditionIf, conditionProblem, type FieldCondition } from './conditions.js';
import { definitionOf, editFiles, EditError, manifestOf, stepFiles, type DefinitionFiles } from './editFiles.js';

/** The kinds of field an editor can pick; `number` and lists of entries are made in the JSON editor. */
export const EDITABLE_KINDS = ['text', 'long-text', 'email', 'phone', 'date', 'yes-no', 'choice', 'photo', 'document'] as const;

export type EditableKind = (typeof EDITABLE_KINDS)[number];

export const KIND_LABELS: Record<EditableKind, string> = {
  text: 'Text',
  'long-text': 'Long text',
  email: 'E-mail',
  phone: 'Phone',
  date: 'Date',
  'yes-no': 'Yes/No',
  choice: 'Choice from a list',
  photo: 'Photo',
  document: 'Document',
};

/** What each kind looks like in the form: the uiSchema keys it sets (any other kind's are removed on a change). */
const KIND_UI: Record<EditableKind, JsonSchema> = {
  text: {},
  'long-text': { 'ui:widget': 'textarea' },
  email: { 'ui:widget': 'email' },
  phone: { 'ui:inputType': 'tel' },
  date: {},
  'yes-no': { 'ui:widget': 'radio', 'ui:options': { inline: true } },
  choice: {},
  photo: { 'ui:widget': 'upload', 'ui:options': { accept: '.jpg,.jpeg' } },
  document: { 'ui:widget': 'upload', 'ui:options': { accept: '.pdf,.jpg,.jpeg,.png' } },
};
const KIND_UI_KEYS = ['ui:widget', 'ui:inputType', 'ui:enumNames'];
const KIND_UI_OPTIONS = ['accept', 'inline', 'sample'];

/** Kinds whose answer is text of a length the editor may limit. */
const TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'long-text', 'email', 'phone']);

export interface NewField {
  /** The property name answers are stored under (fieldNameFor() makes one from the title). */
  name: string;
  title: string;
  kind: EditableKind;
  /** For a choice: the list it offers (a FormList id: "nationalities", "visa-services#/$defs/services"). */
  list?: string;
  required?: boolean;
  condition?: FieldCondition;
  /** Shown after this field; at the end of the step when absent. */
  after?: string;
}

export interface FieldChanges {
  title?: string;
  /** An empty text removes it. */
  help?: string;
  placeholder?: string;
  required?: boolean;
  requiredMessage?: string;
  /** null removes the limit the field sets itself. */
  maxLength?: number | null;
  /** ajv-errors messages by keyword ("maxLength", "format" ...). */
  messages?: Record<string, string>;
  kind?: EditableKind;
  /** With kind "choice". */
  list?: string;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const withoutName = (list: unknown, name: string) => (Array.isArray(list) ? list.filter((item) => item !== name) : list);

/**
 * The nodes of a step schema file that can hold a field: the root, the branches of `allOf`/`anyOf`/`oneOf` and
 * every `then`/`else` (the places queryStep reads fields from). The writing side of the query, in this package.
 */
function structureNodes(schema: JsonSchema): JsonSchema[] {
  const found: JsonSchema[] = [];
  const visit = (node: unknown) => {
    if (!isObject(node)) return;
    found.push(node);
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(node[key])) for (const branch of node[key] as unknown[]) visit(branch);
    visit(node.then);
    visit(node.else);
  };
  visit(schema);
  return found;
}

/** The nodes whose `properties` define the field. */
const sitesOf = (schema: JsonSchema, name: string) =>
  structureNodes(schema).filter((node) => isObject(node.properties) && isObject(node.properties[name]));

function forgetRequired(node: JsonSchema, name: string) {
  if (Array.isArray(node.required)) {
    node.required = withoutName(node.required, name);
    if ((node.required as unknown[]).length === 0) delete node.required;
  }
  const messages = isObject(node.errorMessage) ? node.errorMessage : undefined;
  if (messages && isObject(messages.required)) {
    delete messages.required[name];
    if (Object.keys(messages.required).length === 0) delete messages.required;
    if (Object.keys(messages).length === 0) delete node.errorMessage;
  }
}

function requireAt(node: JsonSchema, name: string, message: string) {
  const required = Array.isArray(node.required) ? node.required : [];
  if (!required.includes(name)) node.required = [...required, name];
  const messages = isObject(node.errorMessage) ? node.errorMessage : (node.errorMessage = {});
  messages.required = { ...(isObject(messages.required) ? messages.required : {}), [name]: message };
}

/** Drops `allOf` entries whose `then` is left with nothing to show and no rule of its own. */
function dropEmptyBranches(schema: JsonSchema) {
  for (const node of structureNodes(schema)) {
    if (!Array.isArray(node.allOf)) continue;
    node.allOf = node.allOf.filter((entry) => {
      if (!isObject(entry) || !isObject(entry.then) || 'else' in entry) return true;
      const then = entry.then;
      const keys = Object.keys(then).filter(
        (key) => !(key === 'properties' && isObject(then.properties) && Object.keys(then.properties).length === 0),
      );
      return keys.length > 0;
    });
    if ((node.allOf as unknown[]).length === 0) delete node.allOf;
  }
}

function stepOf(form: FormQuery, stepId: string) {
  const step = form.steps.find((candidate) => candidate.id === stepId);
  if (!step) throw new EditError(`There is no step "${stepId}".`);
  return step;
}

function formAndField(files: DefinitionFiles, stepId: string, name: string): { form: FormQuery; field: FormField } {
  const form = queryForm(definitionOf(files));
  const field = stepOf(form, stepId).field(name);
  if (!field) throw new EditError(`Step "${stepId}" has no field "${name}".`);
  return { form, field };
}

/** The reference a step schema uses for a list (as `$ref`s are written in steps/*.schema.json). */
function listRef(form: FormQuery, listId: string | undefined): string {
  const list = form.lists.find((candidate) => candidate.id === listId);
  if (!list) throw new EditError(listId ? `There is no list "${listId}".` : 'Pick the list a choice offers.');
  return `../${list.file}${list.pointer ? `#${list.pointer}` : ''}`;
}

/** A new field's schema: the definition's own field type of that kind (fields/*.json), a list, or a date. */
function propertyFor(files: DefinitionFiles, form: FormQuery, kind: EditableKind, title: string, list?: string): JsonSchema {
  if (kind === 'choice') return { $ref: listRef(form, list), title };
  if (kind === 'date') {
    return {
      type: 'string',
      title,
      format: 'date',
      errorMessage: { type: `${title} must be a date`, format: `${title} must be a real date: enter the day, month and year` },
    };
  }
  if (!isObject(files[`fields/${kind}.json`])) throw new EditError(`fields/${kind}.json, the ${KIND_LABELS[kind]} field type, is missing.`);
  return { $ref: `../fields/${kind}.json`, title };
}

/**
 * The field's own schema with the field type it refers to (fields/*.json) written in, so that a limit or a message
 * the editor sets replaces the type's instead of adding a second rule beside it.
 */
function ownSchema(files: DefinitionFiles, property: JsonSchema): JsonSchema {
  const ref = typeof property.$ref === 'string' ? /^\.\.\/(fields\/[^#]+\.json)$/.exec(property.$ref)?.[1] : undefined;
  const template = ref ? files[ref] : undefined;
  if (!isObject(template)) return property;
  const { $comment: _comment, ...type } = structuredClone(template) as JsonSchema;
  const { $ref: _ref, ...own } = property;
  const merged: JsonSchema = { ...type, ...own };
  if (isObject(type.errorMessage) || isObject(own.errorMessage)) {
    merged.errorMessage = { ...(isObject(type.errorMessage) ? type.errorMessage : {}), ...(isObject(own.errorMessage) ? own.errorMessage : {}) };
  }
  return merged;
}

function uiWithKind(ui: JsonSchema, kind: EditableKind): JsonSchema {
  const next = Object.fromEntries(Object.entries(ui).filter(([key]) => !KIND_UI_KEYS.includes(key)));
  const options = isObject(ui['ui:options'])
    ? Object.fromEntries(Object.entries(ui['ui:options']).filter(([key]) => !KIND_UI_OPTIONS.includes(key)))
    : {};
  const kindOptions = isObject(KIND_UI[kind]['ui:options']) ? KIND_UI[kind]['ui:options'] : {};
  const merged = { ...options, ...kindOptions };
  const { 'ui:options': _options, ...kindKeys } = KIND_UI[kind];
  return { ...next, ...structuredClone(kindKeys), ...(Object.keys(merged).length ? { 'ui:options': merged } : {}) };
}

function checkCondition(form: FormQuery, stepId: string, name: string, condition: FieldCondition) {
  const problem = conditionProblem(form, stepId, name, condition);
  if (problem) throw new EditError(problem);
}

/** The `then` of the `allOf` entry with exactly this condition, made when the step has none yet. */
function branchFor(schema: JsonSchema, condition: FieldCondition): JsonSchema {
  const wanted = conditionIf(condition);
  const allOf = Array.isArray(schema.allOf) ? schema.allOf : (schema.allOf = []);
  const found = allOf.find((entry) => isObject(entry) && sameJson(entry.if, wanted) && isObject(entry.then) && !('else' in entry));
  if (found) {
    const then = found.then as JsonSchema;
    if (!isObject(then.properties)) then.properties = {};
    return then;
  }
  const then: JsonSchema = { properties: {} };
  allOf.push({ if: wanted, then });
  return then;
}

/** Inserts `name` into the step's `ui:order` after `after` (at the end of the listed names when absent). */
function placeInOrder(ui: JsonSchema, order: string[], name: string, after?: string) {
  const names = order.filter((candidate) => candidate !== name);
  const at = after !== undefined && names.includes(after) ? names.indexOf(after) + 1 : names.length;
  names.splice(at, 0, name);
  ui['ui:order'] = [...names, '*'];
}

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,79}$/;

/** A property name for a new field made from its title ("Hotel name" -> "Hotel_name"), unused in the form. */
export function fieldNameFor(files: DefinitionFiles, title: string): string {
  const form = queryForm(definitionOf(files));
  const base = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)
    .replace(/^(?=[0-9_]|$)/, 'Field_');
  let name = base;
  for (let n = 2; form.field(name) || name in SERVER_FIELDS; n += 1) name = `${base}_${n}`;
  return name;
}

/** Adds a field to a step: its schema from the kind's field type, its look, its place, required or not, when shown. */
export function addField(files: DefinitionFiles, stepId: string, field: NewField): DefinitionFiles {
  const form = queryForm(definitionOf(files));
  const step = stepOf(form, stepId);
  const title = field.title.trim();
  if (!title) throw new EditError('A field needs a title.');
  if (!NAME.test(field.name)) throw new EditError(`"${field.name}" cannot name a field: use letters, digits and _ (starting with a letter).`);
  if (form.field(field.name)) throw new EditError(`The form already has a field "${field.name}".`);
  if (field.condition) checkCondition(form, stepId, field.name, field.condition);
  const property = propertyFor(files, form, field.kind, title, field.list);
  const paths = stepFiles(files, stepId);
  return editFiles(files, [paths.schema, paths.uiSchema], (copies) => {
    const schema = copies[paths.schema]!;
    const node = field.condition ? branchFor(schema, field.condition) : schema;
    node.properties = { ...(isObject(node.properties) ? node.properties : {}), [field.name]: property };
    if (field.required) requireAt(node, field.name, `${title} is required`);
    const ui = copies[paths.uiSchema]!;
    const look = uiWithKind({}, field.kind);
    if (Object.keys(look).length) ui[field.name] = look;
    placeInOrder(
      ui,
      step.fields.map((candidate) => candidate.name),
      field.name,
      field.after ?? step.fields.at(-1)?.name,
    );
  });
}

const decidesFee = (rule: FeeRule, name: string): boolean =>
  rule.field === name || Object.values(rule.codes).some((code) => typeof code !== 'string' && decidesFee(code, name));

/** Removes every trace of a field from a step and the Preview layout; refused for a field something else needs. */
export function removeField(files: DefinitionFiles, stepId: string, name: string): DefinitionFiles {
  const { form, field } = formAndField(files, stepId, name);
  const server = SERVER_FIELDS[name];
  if (server) throw new EditError(`"${field.title}" cannot be removed: ${server.usedFor}.`);
  const reader = form.fields.find((candidate) => candidate.condition?.reads.includes(name));
  if (reader) throw new EditError(`"${reader.title}" is shown by the answer to "${field.title}": change that condition first.`);
  const fees = form.definition.fees;
  if (fees && [fees.visa, ...(fees.extras ?? [])].some((rule) => decidesFee(rule, name)))
    throw new EditError(`"${field.title}" decides the fee: it cannot be removed.`);
  const paths = stepFiles(files, stepId);
  const others = manifestOf(files)
    .steps.filter((step) => step.id !== stepId)
    .map((step) => step.uiSchema);
  const catalogues = formLanguages(files)
    .map((language) => catalogueFile(language.code))
    .filter((path) => isObject(files[path]));
  return editFiles(files, [paths.schema, paths.uiSchema, 'form.json', ...others, ...catalogues], (copies) => {
    // Its texts in every language go with it (its own and its header label's keys).
    for (const path of catalogues) {
      const texts = copies[path]!.texts;
      if (isObject(texts))
        for (const key of Object.keys(texts)) if (key.startsWith(`field.${name}.`) || key.endsWith(`.header.${name}`)) delete texts[key];
    }
    const schema = copies[paths.schema]!;
    for (const node of structureNodes(schema)) {
      if (isObject(node.properties)) delete node.properties[name];
      forgetRequired(node, name);
    }
    dropEmptyBranches(schema);
    const ui = copies[paths.uiSchema]!;
    delete ui[name];
    if (Array.isArray(ui['ui:order'])) ui['ui:order'] = withoutName(ui['ui:order'], name);
    for (const path of others) {
      const options = copies[path]!['ui:options'];
      if (isObject(options) && Array.isArray(options.header)) {
        options.header = options.header.filter((entry) => entry !== name && !(isObject(entry) && entry.field === name));
      }
    }
    const preview = copies['form.json']!.preview;
    if (isObject(preview)) {
      preview.hidden = withoutName(preview.hidden, name);
      for (const section of Array.isArray(preview.sections) ? preview.sections : []) {
        if (!isObject(section)) continue;
        section.fields = withoutName(section.fields, name);
        for (const block of Array.isArray(section.blocks) ? section.blocks : []) if (isObject(block)) block.fields = withoutName(block.fields, name);
      }
    }
  });
}

/** Moves a field to a place in its step's display order (0 = first), writing the whole order to `ui:order`. */
export function moveField(files: DefinitionFiles, stepId: string, name: string, toIndex: number): DefinitionFiles {
  const { form } = formAndField(files, stepId, name);
  const names = form
    .step(stepId)
    .fields.map((field) => field.name)
    .filter((candidate) => candidate !== name);
  names.splice(Math.max(0, Math.min(toIndex, names.length)), 0, name);
  const paths = stepFiles(files, stepId);
  return editFiles(files, [paths.uiSchema], (copies) => {
    copies[paths.uiSchema]!['ui:order'] = [...names, '*'];
  });
}

/** Changes what the friendly editor shows of a field: texts, kind, required, length limit and messages. */
export function updateField(files: DefinitionFiles, stepId: string, name: string, changes: FieldChanges): DefinitionFiles {
  const { form, field } = formAndField(files, stepId, name);
  const title = changes.title?.trim() ?? field.title;
  if (!title) throw new EditError('A field needs a title.');
  const kind = changes.kind ?? (EDITABLE_KINDS as readonly string[]).find((candidate) => candidate === field.kind);
  if (changes.kind && SERVER_FIELDS[name] && changes.kind !== field.kind) {
    throw new EditError(
      `"${field.title}" must stay a ${KIND_LABELS[field.kind as EditableKind] ?? field.kind} field: ${SERVER_FIELDS[name].usedFor}.`,
    );
  }
  if (changes.maxLength !== undefined && changes.maxLength !== null && !(Number.isInteger(changes.maxLength) && changes.maxLength > 0)) {
    throw new EditError('The maximum length is a whole number of characters, 1 or more.');
  }
  if (changes.maxLength !== undefined && !TEXT_KINDS.has(kind ?? '')) throw new EditError('Only a text field has a maximum length.');
  const newProperty =
    changes.kind && (changes.kind !== field.kind || changes.list) ? propertyFor(files, form, changes.kind, title, changes.list) : undefined;
  const paths = stepFiles(files, stepId);
  return editFiles(files, [paths.schema, paths.uiSchema], (copies) => {
    const schema = copies[paths.schema]!;
    const sites = sitesOf(schema, name);
    for (const site of sites) {
      const properties = site.properties as JsonSchema;
      let property = properties[name] as JsonSchema;
      if (newProperty) {
        property = { ...structuredClone(newProperty), ...(typeof property.description === 'string' ? { description: property.description } : {}) };
      }
      if (changes.maxLength !== undefined || changes.messages) property = ownSchema(files, property);
      property.title = title;
      if (changes.maxLength === null) {
        delete property.maxLength;
        if (isObject(property.errorMessage)) delete property.errorMessage.maxLength;
      } else if (changes.maxLength !== undefined) {
        property.maxLength = changes.maxLength;
        const messages = isObject(property.errorMessage) ? property.errorMessage : (property.errorMessage = {});
        messages.maxLength = `${title} must be at most ${changes.maxLength} characters`;
      }
      for (const [keyword, message] of Object.entries(changes.messages ?? {})) {
        if (!message.trim()) throw new EditError('A message cannot be empty.');
        const messages = isObject(property.errorMessage) ? property.errorMessage : (property.errorMessage = {});
        messages[keyword] = message;
      }
      properties[name] = property;
    }
    const requiredAt = structureNodes(schema).filter((node) => Array.isArray(node.required) && node.required.includes(name));
    if (changes.required === false) for (const node of structureNodes(schema)) forgetRequired(node, name);
    else if (changes.required && requiredAt.length === 0) {
      requireAt(sites.length === 1 ? sites[0]! : schema, name, changes.requiredMessage?.trim() || field.requiredMessage || `${title} is required`);
    } else if (changes.requiredMessage !== undefined) {
      if (!changes.requiredMessage.trim()) throw new EditError('A message cannot be empty.');
      for (const node of requiredAt) requireAt(node, name, changes.requiredMessage);
    }
    const ui = copies[paths.uiSchema]!;
    let look: JsonSchema = isObject(ui[name]) ? ui[name] : {};
    if (changes.kind) look = uiWithKind(look, changes.kind);
    for (const [key, value] of [
      ['ui:help', changes.help],
      ['ui:placeholder', changes.placeholder],
    ] as const) {
      if (value === undefined) continue;
      if (value.trim()) look[key] = value;
      else delete look[key];
    }
    if (Object.keys(look).length) ui[name] = look;
    else delete ui[name];
  });
}

/**
 * Shows a field only when answers of its step or an earlier one are given (the builder's rules, all or any of
 * them), or always (null). The field moves into the step's `allOf` entry with exactly that `if` (made when
 * missing), keeping whether it is required and its message.
 */
export function setCondition(files: DefinitionFiles, stepId: string, name: string, condition: FieldCondition | null): DefinitionFiles {
  const { form, field } = formAndField(files, stepId, name);
  if (field.condition && field.condition.cases.length > 1) {
    throw new EditError(
      `"${field.title}" is asked in ${field.condition.cases.length} places under different conditions: change it in the JSON editor.`,
    );
  }
  if (SERVER_FIELDS[name] && condition) throw new EditError(`"${field.title}" is always asked: ${SERVER_FIELDS[name].usedFor}.`);
  if (condition) checkCondition(form, stepId, name, condition);
  const paths = stepFiles(files, stepId);
  return editFiles(files, [paths.schema], (copies) => {
    const schema = copies[paths.schema]!;
    const [site] = sitesOf(schema, name);
    const property = (site!.properties as JsonSchema)[name];
    const message = field.requiredMessage ?? `${field.title} is required`;
    for (const node of structureNodes(schema)) {
      if (isObject(node.properties)) delete node.properties[name];
      forgetRequired(node, name);
    }
    const node = condition ? branchFor(schema, condition) : schema;
    node.properties = { ...(isObject(node.properties) ? node.properties : {}), [name]: property };
    if (field.required) requireAt(node, name, message);
    dropEmptyBranches(schema);
  });
}

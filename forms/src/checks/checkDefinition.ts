import type { ErrorObject } from 'ajv';
import { buildDefinition } from '../buildDefinition.js';
import { resolvePath } from '../bundleSchema.js';
import { createAjv } from '../createAjv.js';
import { createFormValidator } from '../createFormValidator.js';
import { deriveLists } from '../deriveLists.js';
import { SERVICE_CHOICES, validApplication, type ServiceChoice } from '../fixtures.js';
import { queryForm } from '../query/queryForm.js';
import { atPointer, isObject } from '../query/schemaNodes.js';
import { FEE_COUNTRY_FIELD } from '../query/fees.js';
import { formRoles, ROLE_KEYWORD } from '../query/roles.js';
import type { FormField, FormQuery } from '../query/types.js';
import { linearPatternProblem } from '../linearPatterns.js';
import { ENQUIRY_FIELDS, type FormKind } from '../formKinds.js';
import { RESERVED_FIELD_NAMES, SERVER_FIELDS, type ServerField } from '../serverFields.js';
import type { FeeRule, FieldError, FormDefinition, FormManifest, JsonSchema } from '../types.js';
import { checkTranslations, type LanguageCompleteness } from '../translations/checkTranslations.js';
import { checkConditions } from './conditions.js';
import { isSchemaFile, MANIFEST_SCHEMA, UI_SCHEMA_SCHEMA } from './fileSchemas.js';
import { keyPointer, nodes, pointer, propertyPointer, schemaFileOf } from './locate.js';

/** A problem of a definition version: the file, the JSON pointer inside it ("" for the whole file) and what is wrong. */
export interface CheckError {
  file: string;
  path: string;
  message: string;
}

export interface CheckResult {
  ok: boolean;
  errors: CheckError[];
  /** How far each language form.json offers is translated (once the files build). */
  languages?: LanguageCompleteness[];
}

const LAYOUT =
  /^(form\.json|steps\/[A-Za-z0-9_-]+\.(schema|ui)\.json|lists\/[A-Za-z0-9_-]+\.json|fields\/[A-Za-z0-9_-]+\.json|translations\/[a-z]{2,3}\.json)$/;
/** The files a definition may hold, in words. */
export const DEFINITION_FILES =
  'form.json, steps/<step>.schema.json, steps/<step>.ui.json, lists/<name>.json, fields/<name>.json or translations/<language>.json';

/** Whether a path is one a definition's files may have (the layout of india-evisa/). */
function isDefinitionFile(path: string): boolean {
  return LAYOUT.test(path);
}

/** A message for each path of `files` that is no file of a definition (a draft's save is refused for them). */
export function unknownFileErrors(files: Record<string, unknown>): FieldError[] {
  return Object.keys(files)
    .filter((path) => !isDefinitionFile(path))
    .map((path) => ({ field: `files/${path}`, message: `${path} is not a file of a form definition: ${DEFINITION_FILES}` }));
}

/** An Ajv error in words, naming the keyword or setting it is about. */
function describe(error: ErrorObject): string {
  const key = error.instancePath.split('/').at(-1) || 'The file';
  if (error.keyword === 'required') return `"${String(error.params.missingProperty)}" is missing`;
  if (error.keyword === 'additionalProperties') return `"${String(error.params.additionalProperty)}" is not a known setting here`;
  return `${key.replace(/~1/g, '/').replace(/~0/g, '~')} ${error.message ?? 'is not valid'}`;
}

/** The error Ajv throws when it compiles a schema, in words, located in the file when it names a keyword. */
function compileError(file: string, source: unknown, error: unknown): CheckError {
  const message = error instanceof Error ? error.message : String(error);
  const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
  if (keyword)
    return { file, path: keyPointer(source, keyword) ?? '', message: `"${keyword}" is not a JSON Schema keyword the form knows (a typo?)` };
  const format = /unknown format "([^"]+)"/.exec(message)?.[1];
  if (format) return { file, path: '', message: `Unknown format "${format}": the form knows the formats "date" and "email"` };
  return { file, path: '', message: `The schema does not compile: ${message.replace(/^strict mode: /, '')}` };
}

class Checker {
  readonly errors: CheckError[] = [];
  private readonly ajv = createAjv();

  constructor(private readonly files: Record<string, unknown>) {}

  add(file: string, path: string, message: string) {
    this.errors.push({ file, path, message });
  }

  /** The layout: known paths, JSON objects, a valid form.json naming existing step files. */
  manifest(): FormManifest | undefined {
    for (const [file, content] of Object.entries(this.files)) {
      if (!LAYOUT.test(file)) this.add(file, '', `Not a file of a form definition: ${DEFINITION_FILES}`);
      else if (!isObject(content)) this.add(file, '', 'The file must hold a JSON object');
    }
    const manifest = this.files['form.json'];
    if (!isObject(manifest)) {
      if (!('form.json' in this.files)) this.add('form.json', '', 'form.json is missing: it lists the steps of the form');
      return undefined;
    }
    const validate = this.ajv.compile(MANIFEST_SCHEMA);
    if (!validate(manifest)) {
      for (const error of validate.errors ?? []) this.add('form.json', error.instancePath, describe(error));
      return undefined;
    }
    const form = manifest as unknown as FormManifest;
    const seen = new Map<string, string>();
    form.steps.forEach((step, index) => {
      for (const key of ['id', 'route'] as const) {
        const previous = seen.get(`${key}:${step[key]}`);
        if (previous) this.add('form.json', pointer('steps', index, key), `Two steps have the ${key} ${step[key]}`);
        seen.set(`${key}:${step[key]}`, step.id);
      }
      for (const key of ['schema', 'uiSchema'] as const) {
        if (!isObject(this.files[step[key]])) this.add('form.json', pointer('steps', index, key), `${step[key]} does not exist`);
      }
    });
    return this.errors.length ? undefined : form;
  }

  /** Every schema file against the JSON Schema meta-schema, every uiSchema file against the uiSchema's shape. */
  metaSchemas() {
    const validateUi = this.ajv.compile(UI_SCHEMA_SCHEMA);
    for (const [file, content] of Object.entries(this.files)) {
      if (!isObject(content)) continue;
      if (isSchemaFile(file)) {
        const { derive: _derive, ...schema } = content;
        try {
          if (!this.ajv.validateSchema(schema)) {
            // The meta-schema may refuse one value several ways (maxLength: a number or a $data reference): the first says it.
            const first = new Map((this.ajv.errors ?? []).reverse().map((error) => [error.instancePath, error]));
            for (const error of [...first.values()].reverse()) this.add(file, error.instancePath, `Not valid JSON Schema: ${describe(error)}`);
          }
        } catch (error) {
          this.add(file, '/$schema', `Unknown meta-schema: write JSON Schema 2019-09 (${error instanceof Error ? error.message : String(error)})`);
        }
      } else if (file.endsWith('.ui.json') && !validateUi(content)) {
        for (const error of validateUi.errors ?? []) this.add(file, error.instancePath, describe(error));
      }
    }
  }

  /** Every `$ref` names a file of the definition and something inside it. */
  references() {
    for (const [file, content] of Object.entries(this.files)) {
      if (!isSchemaFile(file)) continue;
      for (const [node, at] of nodes(content)) {
        if (!isObject(node) || typeof node.$ref !== 'string') continue;
        const [target = '', fragment = ''] = node.$ref.split('#');
        const where = `${at}/$ref`;
        if (/^[a-z]+:/i.test(target)) {
          this.add(file, where, `${node.$ref}: only files of this definition can be referred to`);
          continue;
        }
        const targetFile = target ? resolvePath(file, target) : file;
        if (!(targetFile in this.files)) this.add(file, where, `${node.$ref} refers to ${targetFile}, which does not exist`);
        else if (fragment && atPointer(this.files[targetFile], fragment) === undefined) {
          this.add(file, where, `${node.$ref} refers to #${fragment} of ${targetFile}, which has nothing there`);
        }
      }
    }
    const derive = /^(\S+\.json): (.*)$/;
    try {
      deriveLists(this.files);
    } catch (error) {
      const match = derive.exec(error instanceof Error ? error.message : String(error));
      this.add(match?.[1] ?? 'lists', match ? '/derive' : '', match?.[2] ?? String(error));
    }
  }

  /** Every `pattern` (and `patternProperties` key) runs in the server's linear-time engine (RE2). */
  patterns() {
    for (const [file, content] of Object.entries(this.files)) {
      if (!isSchemaFile(file)) continue;
      // An `errorMessage` holds the words for a failed pattern, not one.
      for (const [node, at] of nodes(content, (key) => key === 'errorMessage')) {
        if (!isObject(node)) continue;
        const problem = typeof node.pattern === 'string' ? linearPatternProblem(node.pattern) : undefined;
        if (problem) this.add(file, `${at}/pattern`, problem);
        for (const key of isObject(node.patternProperties) ? Object.keys(node.patternProperties) : []) {
          const keyProblem = linearPatternProblem(key);
          if (keyProblem) this.add(file, `${at}${pointer('patternProperties', key)}`, keyProblem);
        }
      }
    }
  }

  build(): FormDefinition | undefined {
    try {
      return buildDefinition(this.files);
    } catch (error) {
      this.add('form.json', '', `The definition cannot be built: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  /** Each step compiles with the product's Ajv set-up (strict: an unknown keyword or format is refused). */
  compiles(manifest: FormManifest, definition: FormDefinition): boolean {
    let ok = true;
    definition.steps.forEach((step, index) => {
      const file = manifest.steps[index]!.schema;
      try {
        this.ajv.compile(step.schema);
      } catch (error) {
        ok = false;
        this.errors.push(compileError(file, this.files[file], error));
      }
    });
    return ok;
  }

  /** uiSchema keys that name no field of the step (or of a list's entries), and orders that name none. */
  uiKeys(manifest: FormManifest, query: FormQuery) {
    manifest.steps.forEach(({ id, uiSchema: file }) => {
      const step = query.step(id);
      this.uiLevel(file, '', this.files[file] as JsonSchema, step.fields);
      const options = (this.files[file] as JsonSchema)['ui:options'];
      if (!isObject(options)) return;
      (step.options.header ?? []).forEach(({ field }, index) => {
        if (!query.field(field)) this.add(file, pointer('ui:options', 'header', index), `The header names ${field}, which no step has`);
      });
      (step.options.sections ?? []).forEach(({ from }, index) => {
        if (!step.names.has(from)) this.add(file, pointer('ui:options', 'sections', index, 'from'), `${from} is not a field of this step`);
      });
      for (const [target, source] of Object.entries(step.options.sameAddress?.copy ?? {})) {
        for (const name of [target, source]) {
          if (!step.names.has(name)) this.add(file, pointer('ui:options', 'sameAddress', 'copy', target), `${name} is not a field of this step`);
        }
      }
    });
  }

  private uiLevel(file: string, at: string, ui: JsonSchema, fields: FormField[]) {
    const byName = new Map(fields.map((field) => [field.name, field]));
    for (const [key, value] of Object.entries(ui)) {
      if (key.startsWith('ui:') || key === '$comment') continue;
      const field = byName.get(key);
      if (!field) {
        this.add(file, `${at}${pointer(key)}`, `${key} is not a field of this step (a uiSchema entry must name a property)`);
        continue;
      }
      if (!isObject(value)) continue;
      for (const nested of Object.keys(value)) {
        if (nested.startsWith('ui:') || nested === '$comment') continue;
        if (nested === 'items' && field.entries && isObject(value.items))
          this.uiLevel(file, `${at}${pointer(key, 'items')}`, value.items, field.entries);
        else this.add(file, `${at}${pointer(key, nested)}`, `${nested} is not a setting of ${key}`);
      }
    }
    const order = ui['ui:order'];
    if (!Array.isArray(order)) return;
    order.forEach((name, index) => {
      if (name !== '*' && !byName.has(String(name)))
        this.add(file, `${at}${pointer('ui:order', index)}`, `ui:order names ${String(name)}, which is not a field here`);
    });
    if (order.filter((name) => name === '*').length > 1) this.add(file, `${at}/ui:order`, 'ui:order may hold "*" (the other fields) only once');
  }

  /** Every `required` field has an ajv-errors message, so the applicant reads words, not "must have property". */
  requiredMessages() {
    for (const [file, content] of Object.entries(this.files)) {
      if (!/^(steps\/.+\.schema|fields\/.+)\.json$/.test(file)) continue;
      // Inside an `if`, `required` names the answer a condition tests: nothing is missing there.
      for (const [node, at] of nodes(content, (key) => key === 'if')) {
        if (!isObject(node) || !Array.isArray(node.required)) continue;
        const messages = isObject(node.errorMessage) ? node.errorMessage.required : undefined;
        if (typeof node.errorMessage === 'string' || typeof messages === 'string') continue;
        node.required.forEach((name, index) => {
          if (!isObject(messages) || typeof messages[String(name)] !== 'string') {
            this.add(file, `${at}/required/${index}`, `${String(name)} is required but has no message: add it under errorMessage.required`);
          }
        });
      }
    }
  }

  /** The fields the code reads by name are still there, on the right step, with a type the code can read. */
  serverFields(manifest: FormManifest, query: FormQuery, fields: Readonly<Record<string, ServerField>>) {
    const first = manifest.steps[0]!;
    for (const [name, needs] of Object.entries(fields)) {
      const field = query.field(name);
      if (!field) {
        this.add(first.schema, '/properties', `${name} is missing: ${needs.usedFor}. Put the field back.`);
        continue;
      }
      const file = schemaFileOf(manifest, field);
      const at = propertyPointer(this.files[file], name) ?? '';
      const wrong = (what: string) => this.add(file, at, `${name} must ${what}: ${needs.usedFor}`);
      if (field.schema.type !== needs.type) wrong(needs.type === 'boolean' ? 'stay a yes/no question' : 'stay a text answer (type "string")');
      else if (needs.format && field.schema.format !== needs.format) wrong(`keep the format "${needs.format}"`);
      else if (needs.choice && !field.choices) wrong('stay a choice from a list');
      else if (needs.upload && field.upload !== needs.upload) wrong(`stay an upload of a ${needs.upload} ("upload": "${needs.upload}")`);
      else if (needs.readOnly && !field.readOnly) wrong('stay read-only ("readOnly": true)');
      else if (needs.required && (!field.required || field.condition)) wrong('stay required and always asked');
      if (needs.firstStep && field.stepId !== first.id) wrong(`be asked on the first step (${first.id})`);
    }
  }

  /** No field has a name the API gives a field of its own beside the answers (RESERVED_FIELD_NAMES). */
  reservedNames(manifest: FormManifest, query: FormQuery) {
    for (const field of query.fields.filter(({ name }) => RESERVED_FIELD_NAMES.includes(name))) {
      const file = schemaFileOf(manifest, field);
      this.add(
        file,
        propertyPointer(this.files[file], field.name) ?? '',
        `${field.name} is a name the API gives a field of its own beside the answers, which would hide this one: name it otherwise (not ${RESERVED_FIELD_NAMES.join(', ')})`,
      );
    }
  }

  /** The form.json id is the form's own, and a form other than the application takes no files (its submissions hold none). */
  form(manifest: FormManifest, query: FormQuery, form: { id: string; kind: FormKind }) {
    if (manifest.id !== form.id) this.add('form.json', '/id', `The id must stay ${form.id}, the id of this form (it is ${manifest.id})`);
    if (form.kind === 'application') return;
    for (const field of query.fields.filter((candidate) => candidate.upload)) {
      const file = schemaFileOf(manifest, field);
      this.add(file, propertyPointer(this.files[file], field.name) ?? '', `${field.title}: only the application form takes photos and documents`);
    }
  }

  /** The Preview layout names fields, steps and answers that exist, each field once. */
  previewLayout(query: FormQuery) {
    const named = new Map<string, string>();
    const hidden = new Set(query.preview.hidden ?? []);
    const field = (name: string, at: string) => {
      if (!query.field(name)) this.add('form.json', at, `The Preview names ${name}, which no step has`);
      else if (hidden.has(name)) this.add('form.json', at, `${name} is hidden from the Preview ("hidden"): show it or hide it, not both`);
      else if (named.has(name)) this.add('form.json', at, `${name} is already shown at ${named.get(name)}: a field has one place on the Preview`);
      else named.set(name, at);
    };
    (query.preview.hidden ?? []).forEach((name, index) => {
      if (!query.field(name)) this.add('form.json', pointer('preview', 'hidden', index), `The Preview hides ${name}, which no step has`);
    });
    query.preview.sections.forEach((section, index) => {
      const at = pointer('preview', 'sections', index);
      for (const [, name] of section.title.matchAll(/\{([^{}]+)\}/g)) {
        if (!query.field(name!)) this.add('form.json', `${at}/title`, `The title names {${name}}, which no step has`);
      }
      section.fields?.forEach((name, fieldIndex) => field(name, `${at}/fields/${fieldIndex}`));
      section.blocks?.forEach((block, blockIndex) =>
        block.fields.forEach((name, fieldIndex) => field(name, `${at}/blocks/${blockIndex}/fields/${fieldIndex}`)),
      );
      if (section.shownBy !== undefined && !query.field(section.shownBy))
        this.add('form.json', `${at}/shownBy`, `shownBy names ${section.shownBy}, which no step has`);
      section.rest?.forEach((stepId, restIndex) => {
        if (!query.steps.some((step) => step.id === stepId))
          this.add('form.json', `${at}/rest/${restIndex}`, `rest names the step ${stepId}, which the form does not have`);
      });
    });
  }

  /** Every choice that decides the fee has a fee code (or a further question that decides it). */
  fees(query: FormQuery, fees: FormDefinition['fees']) {
    if (!fees) {
      this.add('form.json', '', 'The fee schedule ("fees") is missing: the fee of an application could not be worked out');
      return;
    }
    const rule = (feeRule: FeeRule, at: string, every: boolean) => {
      const field = query.field(feeRule.field);
      if (!field?.choices) {
        this.add(
          'form.json',
          `${at}/field`,
          `${feeRule.field} ${field ? 'is not a choice from a list' : 'is not a field of the form'}: only a choice can decide a fee`,
        );
        return;
      }
      const values = new Set(field.choices.map((choice) => String(choice.value)));
      for (const [value, code] of Object.entries(feeRule.codes)) {
        if (!values.has(value)) this.add('form.json', `${at}/codes${pointer(value)}`, `${feeRule.field} has no choice "${value}"`);
        else if (typeof code !== 'string') rule(code, `${at}/codes${pointer(value)}`, true);
      }
      if (!every) return;
      for (const choice of field.choices) {
        if (!Object.hasOwn(feeRule.codes, String(choice.value))) {
          this.add(
            'form.json',
            `${at}/codes`,
            `${field.title} "${String(choice.value)}" has no fee code: add one (e.g. "${String(choice.value)}": "eVisaCode")`,
          );
        }
      }
    };
    rule(fees.visa, '/fees/visa', true);
    fees.extras?.forEach((extra, index) => rule(extra, `/fees/extras/${index}`, false));
  }

  /** The meanings the code relies on are marked (`x-role`), on a choice the form offers. */
  roles(manifest: FormManifest, definition: FormDefinition, query: FormQuery) {
    const urgent = formRoles(definition).urgent;
    const first = manifest.steps[0]!.schema;
    if (!urgent) {
      this.add(
        first,
        '/properties',
        `No answer is marked as the one that buys urgent processing ("${ROLE_KEYWORD}": {"urgent": {"value": ..., "businessHours": ...}} on its question): the urgent queue, its deadlines and the urgent fee read it. Put the mark back.`,
      );
      return;
    }
    const field = query.field(urgent.field)!;
    const file = schemaFileOf(manifest, field);
    if (!field.choices?.some((choice) => choice.value === urgent.value)) {
      this.add(
        file,
        `${propertyPointer(this.files[file], urgent.field) ?? ''}/${ROLE_KEYWORD}/urgent/value`,
        `The urgent choice is marked as "${urgent.value}", which ${field.title} does not offer (renamed?): mark the choice that buys urgent processing.`,
      );
    }
  }

  /** Every nationality the form offers has fees (a row of the fee table): otherwise its applicants could never pay. */
  feeCountries(query: FormQuery, countries: readonly string[]) {
    const choices = query.field(FEE_COUNTRY_FIELD)?.choices;
    if (!choices) return;
    const priced = new Set(countries.map((country) => country.toUpperCase()));
    const missing = choices.filter((choice) => !priced.has(String(choice.value).toUpperCase()));
    const values = choices.map((choice) => choice.value);
    const list = query.lists.find(
      (candidate) => candidate.values.length === values.length && values.every((value) => candidate.values.includes(value)),
    );
    for (const { value } of missing) {
      const at = list ? `${list.pointer}/enum/${list.values.indexOf(value)}` : '';
      this.add(
        list?.file ?? 'form.json',
        at,
        `${String(value)} has no fees yet, so its applicants could not pay (their fee would be none): add its amounts in Fees before publishing.`,
      );
    }
  }

  /**
   * The sample application of every service, tourist duration and purpose still passes every step. A question the
   * sample does not answer (a field added since) is not held against it; a rule its answers break is.
   */
  samples(manifest: FormManifest, definition: FormDefinition, now: Date) {
    const validator = createFormValidator(definition);
    const query = queryForm(definition);
    const broken = new Map<string, { error: CheckError; samples: string[] }>();
    const describeSample = (choice: ServiceChoice) =>
      [choice.Visa_Service, choice.Sub_t_Visa_Service, choice.sub_Visa_Service].filter(Boolean).join(' / ');
    for (const choice of SERVICE_CHOICES) {
      const application = validApplication(now, { ...choice });
      for (const step of validator.incompleteSteps(application, now)) {
        const file = manifest.steps.find((candidate) => candidate.id === step.id)!.schema;
        for (const { field, message } of step.errors) {
          const name = field.split('/')[0]!;
          if (application[name] === undefined) continue;
          const title = query.field(name)?.title ?? name;
          const key = `${file}\n${name}\n${message}`;
          const entry = broken.get(key) ?? {
            error: { file, path: propertyPointer(this.files[file], name) ?? '', message: `${title}: "${message}"` },
            samples: [],
          };
          entry.samples.push(describeSample(choice));
          broken.set(key, entry);
        }
      }
    }
    for (const { error, samples } of broken.values()) {
      const named = samples.slice(0, 3).join('; ') + (samples.length > 3 ? ` and ${samples.length - 3} more` : '');
      this.add(
        error.file,
        error.path,
        `The sample application${samples.length > 1 ? 's' : ''} for ${named} no longer pass${samples.length > 1 ? '' : 'es'}: ${error.message}`,
      );
    }
  }
}

/**
 * Checks a version's source files (path -> JSON, laid out as forms/india-evisa) before it is published: the layout
 * and form.json; every schema against its meta-schema; every `$ref`; every step compiled with createAjv(); uiSchema
 * keys; required-field messages; the fields the code reads (SERVER_FIELDS) and the names it keeps for its own
 * (RESERVED_FIELD_NAMES); the Preview layout; the fee codes and, given the fee table's countries, fees for every
 * nationality; conditions every field can be shown by; the shipped sample application of every service and
 * purpose. Later checks run once the earlier ones they build on pass. Each error names the file and the JSON
 * pointer inside it.
 */
export function checkDefinition(
  files: Record<string, unknown>,
  options: {
    now?: Date;
    /** The countries of the fee table: given, every nationality the form offers must be one. */
    feeCountries?: readonly string[];
    /**
     * The form the files are a version of (default: the application form, by the files' own id). Only the application
     * is checked for the fields, fees, roles and samples its code needs; an enquiry form for the fields Enquiries store.
     */
    form?: { id: string; kind: FormKind };
  } = {},
): CheckResult {
  const checker = new Checker(files);
  const manifest = checker.manifest();
  checker.metaSchemas();
  checker.references();
  checker.requiredMessages();
  checker.patterns();
  if (!manifest || checker.errors.length) return { ok: false, errors: checker.errors };
  const definition = checker.build();
  if (!definition || !checker.compiles(manifest, definition)) return { ok: false, errors: checker.errors };
  const query = queryForm(definition);
  const form = options.form ?? { id: manifest.id, kind: 'application' };
  checker.uiKeys(manifest, query);
  checker.form(manifest, query, form);
  if (form.kind === 'application') {
    checker.serverFields(manifest, query, SERVER_FIELDS);
    checker.reservedNames(manifest, query);
  }
  if (form.kind === 'enquiry') checker.serverFields(manifest, query, ENQUIRY_FIELDS);
  checker.previewLayout(query);
  if (form.kind === 'application') {
    checker.fees(query, definition.fees);
    checker.roles(manifest, definition, query);
    if (options.feeCountries) checker.feeCountries(query, options.feeCountries);
  }
  checkConditions(files, manifest, query, (file, path, message) => checker.add(file, path, message));
  const translations = checkTranslations(files, definition);
  for (const { file, path, message } of translations.errors) checker.add(file, path, message);
  if (checker.errors.length === 0 && form.kind === 'application') checker.samples(manifest, definition, options.now ?? new Date());
  return { ok: checker.errors.length === 0, errors: checker.errors, languages: translations.languages };
}

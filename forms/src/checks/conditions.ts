import { normalizeText } from '../normalizeFormData.js';
import { patternText } from '../query/conditions.js';
import { isObject } from '../query/schemaNodes.js';
import type { FormField, FormQuery } from '../query/types.js';
import type { FormManifest, JsonSchema } from '../types.js';
import { nodes, propertyPointer, schemaFileOf } from './locate.js';

type Report = (file: string, path: string, message: string) => void;

/** A field an `if` tests, with the answers it compares with (none: it only asks for an answer, or a rule the check cannot read). */
interface Trigger {
  field: string;
  values: unknown[];
  /** Compared as the purposes are: trimmed, spaces collapsed, in any case. */
  anyCase: boolean;
}

/**
 * Every field an `if` schema names, in its general JSON Schema form (as the condition builder writes compound ones):
 * `properties` and `required` at any depth of `allOf`, `anyOf`, `oneOf` and `not`, and the values each compares with
 * (`const`, `enum`, a case-insensitive purpose pattern, under a `not` too).
 */
function triggersOf(schema: unknown, found: Trigger[] = []): Trigger[] {
  if (!isObject(schema)) return found;
  if (isObject(schema.properties)) {
    for (const [field, test] of Object.entries(schema.properties)) found.push({ field, ...valuesOf(test) });
  }
  for (const field of Array.isArray(schema.required) ? schema.required : []) {
    if (typeof field === 'string') found.push({ field, values: [], anyCase: false });
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(schema[key])) for (const branch of schema[key] as unknown[]) triggersOf(branch, found);
  }
  if (isObject(schema.not)) triggersOf(schema.not, found);
  return found;
}

function valuesOf(test: unknown): { values: unknown[]; anyCase: boolean } {
  if (!isObject(test)) return { values: [], anyCase: false };
  if ('const' in test) return { values: [test.const], anyCase: false };
  if (Array.isArray(test.enum)) return { values: test.enum, anyCase: false };
  const text = typeof test.pattern === 'string' ? patternText(test.pattern) : undefined;
  if (text !== undefined) return { values: [text], anyCase: true };
  const nested = ['not', 'allOf', 'anyOf', 'oneOf'].flatMap((key) => {
    const value = test[key];
    return (Array.isArray(value) ? value : [value]).map(valuesOf);
  });
  return { values: nested.flatMap((entry) => entry.values), anyCase: nested.some((entry) => entry.anyCase) };
}

/** The answers a field can have, or undefined when any text or number is possible. */
function possibleAnswers(field: FormField): unknown[] | undefined {
  if (field.kind === 'yes-no') return [true, false];
  return field.choices?.map((choice) => choice.value);
}

const show = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/**
 * Every field can be shown: no condition reads the field it shows, no two conditions wait for each other, and every
 * answer a condition compares with is one its question can have (so renaming a list entry that a condition names is
 * reported here, at each place). Conditions are read in their general JSON Schema form.
 */
export function checkConditions(files: Record<string, unknown>, manifest: FormManifest, query: FormQuery, report: Report): void {
  const reads = new Map<string, Set<string>>();
  // Fields shown by one `if` share its problems: each is reported once, at the `if`.
  const reported = new Set<string>();
  for (const field of query.fields) {
    if (!field.condition) continue;
    const file = schemaFileOf(manifest, field);
    const at = propertyPointer(files[file], field.name) ?? '';
    const ifs = [...new Set(field.condition.cases.flatMap((entry) => entry.clauses.map((clause) => clause.if)))];
    const triggers = ifs.flatMap((schema) => triggersOf(schema).map((trigger) => ({ trigger, schema })));
    reads.set(field.name, new Set(triggers.map(({ trigger }) => trigger.field)));
    for (const { trigger, schema } of triggers) {
      const where = ifPointer(files[file], schema) ?? at;
      const once = (message: string) => {
        const key = `${file}\n${where}\n${message}`;
        if (!reported.has(key)) report(file, where, message);
        reported.add(key);
      };
      if (trigger.field === field.name) {
        once(`${field.title} is shown only when ${field.title} itself is answered: nobody could ever see it. Make it depend on another question.`);
        continue;
      }
      const question = query.field(trigger.field);
      if (!question) {
        once(`This condition reads ${trigger.field}, which no step asks: the fields it shows could never be seen.`);
        continue;
      }
      const answers = possibleAnswers(question);
      if (!answers) continue;
      const known = trigger.anyCase
        ? new Set(answers.map((answer) => normalizeText(String(answer)).toLowerCase()))
        : new Set(answers.map((answer) => JSON.stringify(answer)));
      for (const value of trigger.values) {
        const key = trigger.anyCase ? String(value) : JSON.stringify(value);
        if (!known.has(key))
          once(
            `This condition compares ${question.title} with ${show(value)}, which is not one of its answers (renamed or removed?): pick one of its choices.`,
          );
      }
    }
  }
  for (const cycle of cycles(reads)) {
    const field = query.field(cycle[0]!)!;
    const file = schemaFileOf(manifest, field);
    const titles = [...cycle, cycle[0]!].map((name) => query.field(name)?.title ?? name);
    report(
      file,
      propertyPointer(files[file], field.name) ?? '',
      `These questions wait for each other, so none of them is ever shown: ${titles.join(' -> ')}.`,
    );
  }
}

/** Each cycle of "shown when ... is answered" once (a depth-first walk: a field met again on its own path closes one). */
function cycles(reads: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const finished = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): void => {
    const index = path.indexOf(name);
    if (index !== -1) {
      found.push(path.slice(index));
      return;
    }
    if (finished.has(name)) return;
    path.push(name);
    for (const next of reads.get(name) ?? []) if (next !== name) visit(next);
    path.pop();
    finished.add(name);
  };
  for (const name of reads.keys()) visit(name);
  return found;
}

/** Where a step file writes an `if` equal to `schema` (the built definition inlines its `$ref`s), or undefined. */
function ifPointer(file: unknown, schema: JsonSchema): string | undefined {
  const text = JSON.stringify(schema);
  for (const [node, at] of nodes(file)) {
    if (isObject(node) && isObject(node.if) && JSON.stringify(node.if) === text) return `${at}/if`;
  }
  return undefined;
}

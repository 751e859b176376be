import { caseInsensitivePattern } from '../caseInsensitivePattern.js';
import { normalizeText } from '../normalizeFormData.js';
import { scalarText } from '../yesNo.js';
import type { JsonSchema } from '../types.js';
import { isObject } from './schemaNodes.js';
import type { Condition, ConditionCase, ConditionClause, ConditionTest } from './types.js';

/**
 * Whether `data` meets `schema`, where `schema` is one of the step's `if` conditions. On the server an Ajv
 * instance made by createAjv() answers (createFormValidator() does this); in the browser the precompiled RJSF
 * validator of the step: `(schema, data) => validator.isValid(schema, data, step.schema)`.
 */
export type IsValid = (schema: JsonSchema, data: Record<string, unknown>) => boolean;

type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The text a `pattern` made by caseInsensitivePattern() compares with (lower case), or undefined for any other
 * pattern: read back token by token and accepted only if writing it again gives the very same pattern.
 */
export function patternText(pattern: string): string | undefined {
  const body = /^\^\\s\*(.*)\\s\*\$$/.exec(pattern)?.[1];
  if (body === undefined) return undefined;
  let text = '';
  for (let index = 0; index < body.length;) {
    const rest = body.slice(index);
    const letter = /^\[(.)(.)\]/u.exec(rest);
    if (rest.startsWith('\\s+')) {
      text += ' ';
      index += 3;
    } else if (letter) {
      text += letter[2];
      index += letter[0].length;
    } else if (rest.startsWith('\\') && rest.length > 1) {
      text += rest[1];
      index += 2;
    } else {
      text += rest[0];
      index += 1;
    }
  }
  return caseInsensitivePattern(text) === pattern ? text : undefined;
}

function readTest(field: string, schema: unknown, required: boolean): ConditionTest {
  const test: ConditionTest = { field, required, schema: isObject(schema) ? schema : {} };
  let node = test.schema;
  if (isObject(node.not)) {
    test.negated = true;
    node = node.not;
  }
  if ('const' in node && isScalar(node.const)) test.values = [node.const];
  else if (Array.isArray(node.enum) && node.enum.every(isScalar)) test.values = node.enum as Scalar[];
  else if (typeof node.pattern === 'string') {
    const text = patternText(node.pattern);
    if (text === undefined) test.pattern = node.pattern;
    else {
      test.values = [text];
      test.anyCase = true;
    }
  }
  return test;
}

/** The keywords of an `if` its tests describe; any other makes it a condition only isValid() decides exactly. */
const READ_KEYWORDS = new Set(['properties', 'required', 'allOf', 'anyOf', '$comment']);

type ReadIf = Pick<ConditionClause, 'tests' | 'match' | 'partial'>;

const readIfOf = (tests: ConditionTest[], match: 'all' | 'any', partial: boolean): ReadIf =>
  partial ? { tests, match, partial: true } : { tests, match };

/** The tests an `if` makes and how they combine, with whether they describe all of it. */
function readIf(ifSchema: JsonSchema): ReadIf {
  const properties = isObject(ifSchema.properties) ? ifSchema.properties : {};
  const required = Array.isArray(ifSchema.required) ? ifSchema.required.filter((name) => typeof name === 'string') : [];
  const tests = Object.entries(properties).map(([field, schema]) => readTest(field, schema, required.includes(field)));
  for (const field of required) if (!(field in properties)) tests.push({ field, required: true, schema: {} });
  let partial = Object.keys(ifSchema).some((key) => !READ_KEYWORDS.has(key));
  // allOf: every entry holds, so its tests join these (an entry that is itself an 'any' cannot be said so).
  for (const entry of Array.isArray(ifSchema.allOf) ? ifSchema.allOf : []) {
    const read = isObject(entry) ? readIf(entry) : readIfOf([], 'all', true);
    tests.push(...read.tests);
    partial ||= Boolean(read.partial) || (read.match === 'any' && read.tests.length > 1);
  }
  const options = Array.isArray(ifSchema.anyOf) ? ifSchema.anyOf.map((entry) => (isObject(entry) ? readIf(entry) : undefined)) : [];
  if (options.length === 0) return readIfOf(tests, 'all', partial);
  // anyOf: 'any' of its options, each one test; mixed with other tests or with options of several tests, the
  // tests still say what the condition reads but not how it combines them.
  const anyTests = options.flatMap((option) => option?.tests ?? []);
  const onlyAny = tests.length === 0 && options.every((option) => option && !option.partial && option.tests.length === 1);
  if (onlyAny && !partial) return readIfOf(anyTests, options.length > 1 ? 'any' : 'all', false);
  return readIfOf([...tests, ...anyTests], 'all', true);
}

/**
 * The tests an `if` makes: one per field it names in `properties` or `required`, with those of its `allOf`
 * entries (all hold) or of its `anyOf` options (`match: 'any'`, one holds), the shapes the editor writes.
 */
export function readClause(ifSchema: JsonSchema, holds: boolean): ConditionClause {
  return { if: ifSchema, holds, ...readIf(ifSchema) };
}

/** How a condition names a field and an answer: internal names in `text`, titles and labels for an editor. */
export interface ConditionWords {
  field(name: string): string;
  value(name: string, value: Scalar): string;
}

const NAMES: ConditionWords = { field: (name) => name, value: (_name, value) => scalarText(value) };

function testText(test: ConditionTest, words: ConditionWords): string {
  const field = words.field(test.field);
  const is = test.negated ? 'is not' : 'is';
  if (test.values) {
    const values = test.values.map((value) => (test.anyCase ? `"${String(value)}" (in any case)` : words.value(test.field, value)));
    return `${field} ${is} ${values.join(' or ')}`;
  }
  if (test.pattern !== undefined) return `${field} ${test.negated ? 'does not match' : 'matches'} ${test.pattern}`;
  return `${field} is answered`;
}

function clauseText(clause: ConditionClause, words: ConditionWords): string {
  const text = clause.tests.map((test) => testText(test, words)).join(clause.match === 'any' ? ' or ' : ' and ') || 'always';
  return clause.holds ? text : `not (${text})`;
}

/** A condition described for people: with field names (Condition.text), or with `words` of the editor's choosing. */
export function describeCondition(cases: ConditionCase[], words: ConditionWords = NAMES): string {
  const caseTexts = cases.map((entry) =>
    entry.clauses
      .map((clause) => (entry.clauses.length > 1 && clause.match === 'any' ? `(${clauseText(clause, words)})` : clauseText(clause, words)))
      .join(' and '),
  );
  return caseTexts.length > 1 ? caseTexts.map((part) => (/ (and|or) /.test(part) ? `(${part})` : part)).join(' or ') : (caseTexts[0] ?? '');
}

/** The condition of a field shown by `cases`, described for people. */
export function toCondition(cases: ConditionCase[]): Condition {
  const reads = [...new Set(cases.flatMap((entry) => entry.clauses.flatMap((clause) => clause.tests.map((test) => test.field))))];
  return { cases, reads, text: describeCondition(cases) };
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether an answer passes one test, read as Ajv reads the `if`: a test of an unanswered field passes unless required. */
function passes(test: ConditionTest, data: Record<string, unknown>): boolean {
  const value = data[test.field];
  if (value === undefined) return !test.required;
  let matched: boolean;
  if (test.values) {
    matched = test.anyCase
      ? typeof value === 'string' && test.values.some((expected) => normalizeText(value).toLowerCase() === expected)
      : test.values.some((expected) => sameValue(expected, value));
  } else if (test.pattern !== undefined) {
    matched = typeof value === 'string' && new RegExp(test.pattern, 'u').test(value);
  } else {
    // A test the query cannot read: only an exact isValid() can decide it, so it counts as met once answered.
    return true;
  }
  return test.negated ? !matched : matched;
}

/**
 * Whether a field with this condition is shown for `data`: some case whose clauses all hold. With `isValid` each
 * clause's `if` is decided exactly as the validators decide it (the API's Ajv, the browser's precompiled code);
 * without, by the clause's tests (const, enum, the case-insensitive purposes, patterns, `not`; all of them, or
 * any for an `anyOf`), which is exact for every condition such tests describe (not a `partial` clause).
 */
export function meetsCondition(condition: Condition | undefined, data: Record<string, unknown>, isValid?: IsValid): boolean {
  if (!condition) return true;
  const decided = new Map<JsonSchema, boolean>();
  const holds = (clause: ConditionClause) => {
    if (!decided.has(clause.if)) {
      const met = (test: ConditionTest) => passes(test, data);
      decided.set(clause.if, isValid ? isValid(clause.if, data) : clause.match === 'any' ? clause.tests.some(met) : clause.tests.every(met));
    }
    return decided.get(clause.if) === clause.holds;
  };
  return condition.cases.some((entry) => entry.clauses.every(holds));
}

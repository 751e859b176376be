import { describeCondition, type ConditionWords } from '../query/conditions.js';
import type { Choice, Condition, ConditionTest, FormField, FormQuery } from '../query/types.js';
import type { JsonSchema } from '../types.js';
import { scalarText, yesNoWord } from '../yesNo.js';

/** What the condition builder tests an answer for. */
export const CONDITION_OPERATORS = ['is', 'is-one-of', 'is-not', 'is-answered'] as const;

export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** The operators in words, as the builder offers them. */
export const OPERATOR_LABELS: Record<ConditionOperator, string> = {
  is: 'is',
  'is-one-of': 'is one of',
  'is-not': 'is not',
  'is-answered': 'is answered',
};

export type Answer = Choice['value'];

/** One row of the builder: FIELD is VALUE, is one of VALUES, is not VALUES (none of them), or is answered. */
export interface ConditionRule {
  field: string;
  operator: ConditionOperator;
  /** One for `is`, one or more for `is-one-of` and `is-not`, none for `is-answered`. */
  values: Answer[];
}

/** 'Show this field only when' all (AND) or any (OR) of its rules hold. */
export interface FieldCondition {
  match: 'all' | 'any';
  rules: ConditionRule[];
}

const YES_NO: Choice[] = [
  { value: true, label: yesNoWord(true) },
  { value: false, label: yesNoWord(false) },
];

/** The answers a condition can name for a field: Yes/No, a choice's entries, or none (only 'is answered'). */
export const answersOf = (field: FormField): Choice[] | undefined =>
  field.kind === 'yes-no' ? YES_NO : field.kind === 'choice' ? (field.choices ?? []) : undefined;

/** The JSON Schema of one rule, the trigger always in `required` (an unanswered question shows nothing). */
function ruleSchema({ field, operator, values }: ConditionRule): JsonSchema {
  if (operator === 'is-answered') return { required: [field] };
  const test: JsonSchema = values.length === 1 ? { const: values[0] } : { enum: [...values] };
  return { properties: { [field]: operator === 'is-not' ? { not: test } : test }, required: [field] };
}

/**
 * The `if` of a condition, in the shape the shipped steps and the query read: one rule alone as before
 * (`{"properties": {F: {"const": V}}, "required": [F]}`), several under `allOf` (all) or `anyOf` (any).
 */
export function conditionIf(condition: FieldCondition): JsonSchema {
  const rules = condition.rules.map(ruleSchema);
  if (rules.length === 1) return rules[0]!;
  return condition.match === 'all' ? { allOf: rules } : { anyOf: rules };
}

function ruleOf(test: ConditionTest): ConditionRule | undefined {
  if (!test.required || test.anyCase || test.pattern !== undefined) return undefined;
  if (!test.values) return test.negated ? undefined : { field: test.field, operator: 'is-answered', values: [] };
  if (test.values.some((value) => value === null) || test.values.length === 0) return undefined;
  const values = test.values as Answer[];
  if (test.negated) return { field: test.field, operator: 'is-not', values };
  return { field: test.field, operator: values.length === 1 ? 'is' : 'is-one-of', values };
}

/**
 * A field's condition as the builder shows it: undefined when it is always shown, null when it is more than the
 * builder writes (several places, an `else`, a pattern, a nested combination: the JSON editor changes it).
 */
export function fieldCondition(field: FormField): FieldCondition | null | undefined {
  const condition = field.condition;
  if (!condition) return undefined;
  const [onlyCase, ...otherCases] = condition.cases;
  const [clause, ...otherClauses] = onlyCase?.clauses ?? [];
  if (otherCases.length || otherClauses.length || !clause?.holds || clause.partial || clause.tests.length === 0) return null;
  const rules = clause.tests.map(ruleOf);
  if (rules.some((rule) => !rule)) return null;
  return { match: clause.match, rules: rules as ConditionRule[] };
}

/** The words an editor reads a condition in: field titles, and the labels applicants see for the answers. */
export function editorWords(form: FormQuery): ConditionWords {
  return {
    field: (name) => form.field(name)?.title ?? name,
    value: (name, value) => {
      const field = form.field(name);
      const answer = field && answersOf(field)?.find((choice) => choice.value === value);
      return answer?.label ?? scalarText(value);
    },
  };
}

/** A condition as an editor reads it: "Marital status is Married and Spouse's nationality is answered". */
export const conditionInWords = (form: FormQuery, condition: Condition): string => describeCondition(condition.cases, editorWords(form));

/** Whether `from`'s condition reads `name`, directly or through the conditions of the fields it reads. */
function isShownBy(form: FormQuery, from: FormField, name: string, seen = new Set<string>()): boolean {
  if (seen.has(from.name)) return false;
  seen.add(from.name);
  return (from.condition?.reads ?? []).some((read) => {
    if (read === name) return true;
    const next = form.field(read);
    return next !== undefined && isShownBy(form, next, name, seen);
  });
}

/**
 * The fields whose answer can show `name`: those of its step and of the steps before it (the site renders and the
 * API checks a step with the whole application, so an earlier answer can decide it), not hidden, not the field
 * itself nor one it shows.
 */
export function conditionTriggers(form: FormQuery, stepId: string, name: string): FormField[] {
  const upTo = form.steps.findIndex((step) => step.id === stepId);
  const field = form.step(stepId).field(name);
  return form.steps
    .slice(0, upTo + 1)
    .flatMap((step) => step.fields)
    .filter((candidate) => candidate.name !== name && !candidate.hidden && !candidate.readOnly && !(field && isShownBy(form, candidate, name)));
}

/** Why a condition cannot be written for the field, or undefined when it can. */
export function conditionProblem(form: FormQuery, stepId: string, name: string, condition: FieldCondition): string | undefined {
  if (condition.rules.length === 0) return 'Add at least one answer the field depends on.';
  const field = form.step(stepId).field(name);
  const triggers = conditionTriggers(form, stepId, name);
  for (const rule of condition.rules) {
    const trigger = form.field(rule.field);
    const title = trigger ? `"${trigger.title}"` : `"${rule.field}"`;
    if (rule.field === name) return 'A field cannot be shown by its own answer.';
    if (!trigger) return `The form has no field ${title}.`;
    if (!triggers.includes(trigger)) {
      if (field && isShownBy(form, trigger, name)) return `${title} is itself shown by the answer to "${field.title}".`;
      if (trigger.hidden || trigger.readOnly) return `${title} is not asked of applicants: it cannot show a field.`;
      return `${title} is asked after "${field?.title ?? name}": only an earlier answer can show it.`;
    }
    if (!(CONDITION_OPERATORS as readonly string[]).includes(rule.operator)) return `"${rule.operator}" is not a way to test an answer.`;
    if (rule.operator === 'is-answered') continue;
    const answers = answersOf(trigger);
    if (!answers) return `${title} has no choices: test it with "is answered", or pick a Yes/No question or a choice from a list.`;
    if (rule.values.length === 0) return `Pick the answer to ${title} that shows the field.`;
    if (rule.operator === 'is' && rule.values.length > 1) return `"is" takes one answer: use "is one of" for ${title}.`;
    const unknown = rule.values.find((value) => !answers.some((answer) => answer.value === value));
    if (unknown !== undefined) return `"${String(unknown)}" is not one of the answers to ${title}.`;
  }
  return undefined;
}

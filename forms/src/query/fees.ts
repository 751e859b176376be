import type { FeeRule, FormDefinition } from '../types.js';
import { meetsCondition, type IsValid } from './conditions.js';
import type { FormField } from './types.js';
import { queryForm } from './queryForm.js';

/** The fee of an application in USD, as View-application and the payment calls return it. */
export interface FeeQuote {
  /** The visa fee plus the extras the answers add (the urgent fee for Urgent Processing). */
  amount: number;
  currency: 'USD';
  visaFee: number;
  /** What the extras add: today only urgent processing has one. */
  urgentFee: number;
}

/** The fee codes an application's answers give: the visa fee's, and those its extras add (urgent processing). */
export interface FeeCodes {
  visa: string;
  extras: string[];
}

/**
 * The fee codes of an application, read from the definition's fee schedule (form.json `fees`): the fee table
 * gives an amount per country and fee code. Null while the answers do not decide the visa fee yet (no service, a
 * tourist visa without its duration) or when the definition has no fee schedule.
 */
export function feeCodes(definition: FormDefinition, answers: Record<string, unknown>): FeeCodes | null {
  const schedule = definition.fees;
  if (!schedule) return null;
  const codeOf = (rule: FeeRule): string | undefined => {
    const answer = answers[rule.field];
    if (answer === undefined || answer === null || typeof answer === 'object') return undefined;
    const code = Object.hasOwn(rule.codes, String(answer)) ? rule.codes[String(answer)] : undefined;
    if (code === undefined) return undefined;
    return typeof code === 'string' ? code : codeOf(code);
  };
  const visa = codeOf(schedule.visa);
  if (visa === undefined) return null;
  return { visa, extras: (schedule.extras ?? []).map(codeOf).filter((code): code is string => code !== undefined) };
}

/** A fee code of a definition's fee schedule, with the answers that lead to it in words. */
export interface FeeCodeEntry {
  code: string;
  /** The choices that give this code, by their labels: "eTOURIST VISA · 30 Days", "Urgent Processing". */
  label: string;
  /** A visa's own fee, or an extra added to it (the urgent fee). */
  kind: 'visa' | 'extra';
}

/**
 * Every fee code of the definition's fee schedule (form.json `fees`), in schedule order: the visa fees, then the
 * extras. The fee table prices each per country; a code an editor adds shows up here, and so in the console.
 */
export function feeCodeList(definition: FormDefinition): FeeCodeEntry[] {
  const schedule = definition.fees;
  if (!schedule) return [];
  const form = queryForm(definition);
  const labels = new Map<string, string[]>();
  const kinds = new Map<string, FeeCodeEntry['kind']>();
  const walk = (rule: FeeRule, path: string[], kind: FeeCodeEntry['kind']) => {
    const choices = form.field(rule.field)?.choices ?? [];
    for (const [answer, code] of Object.entries(rule.codes)) {
      const words = [...path, choices.find((choice) => String(choice.value) === answer)?.label ?? answer];
      if (typeof code !== 'string') walk(code, words, kind);
      else {
        labels.set(code, [...(labels.get(code) ?? []), words.join(' · ')]);
        kinds.set(code, kind);
      }
    }
  };
  walk(schedule.visa, [], 'visa');
  for (const extra of schedule.extras ?? []) walk(extra, [], 'extra');
  return [...labels].map(([code, words]) => ({ code, label: words.join(' / '), kind: kinds.get(code)! }));
}

/** The answer that picks the row of the fee table: each nationality has its amounts. */
export const FEE_COUNTRY_FIELD = 'Nationality';

/** The fields whose answers decide the fee: the nationality and every field the fee schedule reads. */
export function feeDecidingFields(definition: FormDefinition): Set<string> {
  const fields = new Set([FEE_COUNTRY_FIELD]);
  const walk = (rule: FeeRule) => {
    fields.add(rule.field);
    for (const code of Object.values(rule.codes)) if (typeof code !== 'string') walk(code);
  };
  if (definition.fees) {
    walk(definition.fees.visa);
    for (const extra of definition.fees.extras ?? []) walk(extra);
  }
  return fields;
}

/**
 * The fields staff may ask the applicant of a paid application to correct: every field they fill in (answers and
 * uploads), but not those the server writes nor those that decide the fee, which has been paid. Given the
 * application's answers, only the fields shown to this applicant, by the rule the site shows them by (a single
 * applicant is never asked for a spouse): `isValid` decides each condition exactly, as the validators do.
 */
export function correctableFields(definition: FormDefinition, answers?: Record<string, unknown>, isValid?: IsValid): FormField[] {
  const feeDeciding = feeDecidingFields(definition);
  return queryForm(definition).fields.filter(
    (field) => !field.readOnly && !field.hidden && !feeDeciding.has(field.name) && (!answers || meetsCondition(field.condition, answers, isValid)),
  );
}

/**
 * What was bought, in the definition's words: each answer the fee schedule reads on the way to the application's
 * fee (the visa service, then its duration where the service has one, then each extra: the processing), as its
 * field and value. The receipt lists these; the nationality, which only picks the row of the fee table, is not one.
 */
export function feeAnswers(definition: FormDefinition, answers: Record<string, unknown>): Array<{ field: FormField; value: unknown }> {
  const schedule = definition.fees;
  if (!schedule) return [];
  const form = queryForm(definition);
  const found: Array<{ field: FormField; value: unknown }> = [];
  const walk = (rule: FeeRule) => {
    const field = form.field(rule.field);
    const value = answers[rule.field];
    if (!field || value === undefined || value === null || value === '') return;
    found.push({ field, value });
    const next = Object.hasOwn(rule.codes, String(value)) ? rule.codes[String(value)] : undefined;
    if (next !== undefined && typeof next !== 'string') walk(next);
  };
  walk(schedule.visa);
  for (const extra of schedule.extras ?? []) walk(extra);
  return found;
}

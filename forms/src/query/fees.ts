import type { FeeRule, FormDefinition } from '../types.js';

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

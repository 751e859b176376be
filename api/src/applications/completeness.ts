import { isDeepStrictEqual } from 'node:util';
import { isoDate, type IncompleteStep } from '@evisa/forms';
import type { FormVersion } from '../forms/form-version.js';

/**
 * How complete an application is, worked out at every save of the answers and stored with them, so that no read
 * checks a step again: the steps whose rules the answers do not meet yet (`incomplete_steps`, the very check
 * create-Order makes) with the day they were checked (a date rule moves with 'today': an arrival date passes), and
 * the steps that meet their rules out of all the steps, as the console's list shows and filters them.
 */
export function completenessOf(
  form: FormVersion,
  data: Record<string, unknown>,
  now = new Date(),
): { incomplete_steps: IncompleteStep[]; checked_on: string; steps_complete: number; steps_total: number } {
  const incomplete = form.incompleteSteps(data, now);
  const steps_total = form.definition.steps.length;
  return { incomplete_steps: incomplete, checked_on: isoDate(now), steps_complete: steps_total - incomplete.length, steps_total };
}

/** Whether stored completeness still holds: worked out today (UTC, as the date rules read 'today'). */
export function checkedToday<T extends { incomplete_steps: unknown; checked_on: string | null }>(
  application: T,
  now = new Date(),
): application is T & { incomplete_steps: NonNullable<T['incomplete_steps']> } {
  return application.incomplete_steps !== null && application.checked_on === isoDate(now);
}

/** Of the answers a save may have changed (sent, or dropped by cleaning), those whose value now differs from `before`. */
export function changedAnswers(candidates: Iterable<string>, after: Record<string, unknown>, before: Record<string, unknown>): Set<string> {
  return new Set([...candidates].filter((field) => !isDeepStrictEqual(after[field], before[field])));
}

/**
 * completenessOf() after a save, checking again only the steps that read an answer the save changed (`changed`: the
 * answers whose value now differs from the stored one, a value sent again as it was not among them): the steps the
 * save checked itself (`checked`, complete since it was accepted) and those reading nothing it changed keep what
 * was stored, while that was worked out today. The same answer as completenessOf() (a property test holds it to
 * that), without running every step's rules on every save.
 */
export function completenessAfterSave(
  form: FormVersion,
  stored: { incomplete_steps: IncompleteStep[] | null; checked_on: string | null },
  data: Record<string, unknown>,
  save: { changed: ReadonlySet<string>; checked: readonly string[] },
  now = new Date(),
): ReturnType<typeof completenessOf> {
  if (!checkedToday(stored, now)) return completenessOf(form, data, now);
  const kept = new Map(stored.incomplete_steps.map((step) => [step.id, step]));
  const recheck = form.stepsReading(save.changed);
  for (const step of save.checked) recheck.delete(step);
  const rechecked = new Map(form.incompleteSteps(data, now, recheck).map((step) => [step.id, step]));
  const incomplete = form.definition.steps.flatMap(({ id }) =>
    save.checked.includes(id) ? [] : recheck.has(id) ? (rechecked.get(id) ?? []) : (kept.get(id) ?? []),
  );
  const steps_total = form.definition.steps.length;
  return { incomplete_steps: incomplete, checked_on: isoDate(now), steps_complete: steps_total - incomplete.length, steps_total };
}

/** Whether worked-out completeness is the one stored (then a save leaves it as it is). */
export function sameCompleteness(
  completeness: ReturnType<typeof completenessOf>,
  stored: { incomplete_steps: IncompleteStep[] | null; checked_on: string | null; steps_complete: number | null; steps_total: number | null },
): boolean {
  return (
    completeness.checked_on === stored.checked_on &&
    completeness.steps_complete === stored.steps_complete &&
    completeness.steps_total === stored.steps_total &&
    isDeepStrictEqual(completeness.incomplete_steps, stored.incomplete_steps)
  );
}

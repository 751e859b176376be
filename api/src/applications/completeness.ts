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

/**
 * The stored incomplete steps while they were checked today (UTC, as the date rules read 'today'), else checked
 * again: an application saved on an earlier day, or before they were stored.
 */
export function incompleteStepsOf(
  form: FormVersion,
  application: { data: Record<string, unknown>; incomplete_steps: IncompleteStep[] | null; checked_on: string | null },
  now = new Date(),
): IncompleteStep[] {
  return application.incomplete_steps && application.checked_on === isoDate(now)
    ? application.incomplete_steps
    : form.incompleteSteps(application.data, now);
}

import type { IncompleteStep } from '@evisa/forms';
import type { FormVersion } from '../forms/form-version.js';

/**
 * How complete an application is, as the list shows and filters it: the steps that meet their rules out of all the
 * steps, from the very check View-application reports as `incomplete_steps` (and create-Order makes). Stored at every
 * save of the answers; a date rule that 'today' breaks later (an arrival date now past) shows at the next save.
 */
export function completenessOf(form: FormVersion, incomplete: IncompleteStep[]): { steps_complete: number; steps_total: number } {
  const steps_total = form.definition.steps.length;
  return { steps_complete: steps_total - incomplete.length, steps_total };
}

import { useState } from 'react';
import type { FieldError, StepDefinition } from '@evisa/forms/browser';
import type { StepFormData } from '@evisa/form-ui';
import type { ApplicationRecord, SavedApplication } from '../api/applications';
import { toast } from '../shell/toast';
import { loadApplication } from './loadApplication';
import { saveStep, type SaveOutcome } from './saveStep';
import { hasUnsavedAnswers } from './stepDraft';

/** Another save of this step: refused at our save (`values` then holds our answers) or heard from another tab. */
export interface SaveConflict {
  values?: StepFormData;
  current: ApplicationRecord;
}

interface SaveWithConflictOptions {
  id: string | undefined;
  step: StepDefinition;
  saved: SavedApplication;
  /** A save went through (the outcome names the application and what is still incomplete). */
  onSaved(outcome: Extract<SaveOutcome, { ok: true }>): void;
  /** The applicant chose the answers saved elsewhere: the step starts again from them. */
  onTakeTheirs(current: ApplicationRecord): void;
}

/**
 * Saves the step only over the answers it was started from (If-Match: saved_at). A save made elsewhere meanwhile
 * of other answers only (another step, staff) is saved over; one of this step's answers becomes a conflict the
 * applicant settles: their answers saved over the others, or the others shown.
 */
export function useSaveWithConflict({ id, step, saved, onSaved, onTakeTheirs }: SaveWithConflictOptions) {
  const [conflict, setConflict] = useState<SaveConflict>();

  const save = async (values: StepFormData, savedAt = saved.saved_at): Promise<readonly FieldError[]> => {
    let outcome = await saveStep(id, values, savedAt);
    if (!outcome.ok && outcome.savedElsewhere && id !== undefined) {
      const current = await loadApplication(id);
      if (current.ok && !hasUnsavedAnswers(step, current.application, saved)) {
        // Saved elsewhere, but not this step's answers (another step, or staff): nothing here is overwritten.
        outcome = await saveStep(id, values, current.application.saved_at);
      } else if (current.ok) {
        setConflict({ values, current: current.application });
        return [];
      }
    }
    if (!outcome.ok) {
      toast.error(outcome.message);
      return outcome.fieldErrors;
    }
    onSaved(outcome);
    return [];
  };

  const resolve = async (keepMine: boolean) => {
    if (!conflict) return;
    setConflict(undefined);
    if (keepMine) {
      // Refused at a save: save these answers over the others. Heard from another tab: go on editing (a save
      // then asks again, as it still names the older saved_at).
      if (conflict.values) await save(conflict.values, conflict.current.saved_at);
      return;
    }
    onTakeTheirs(conflict.current);
  };

  /** Another tab saved this step's answers: the first such save is the one shown until the applicant answers. */
  const savedElsewhere = (current: ApplicationRecord) => setConflict((previous) => previous ?? { current });

  return { save, conflict, resolve, savedElsewhere };
}

import { useState } from 'react';
import type { StepDefinition } from '@evisa/forms/browser';
import type { StepFormData } from '@evisa/form-ui';
import type { SavedApplication } from '../api/applications';
import { clearDraft, hasUnsavedAnswers, readDraft, stepAnswers, writeDraft, type Answers, type StepDraft } from './stepDraft';

export interface StepDrafts {
  /** Answers kept on this device from an earlier visit, offered back until the applicant answers the offer. */
  offer: StepDraft | undefined;
  /** Keeps the step's unsaved answers on the device (or forgets them once they equal the saved ones); says whether any are unsaved. */
  keep(data: StepFormData): boolean;
  /** Answers the offer: the kept answers to start the form with, or undefined (then they are forgotten). */
  answerOffer(restore: boolean): Answers | undefined;
  /** Forgets what is kept (the step was saved, or the applicant took another tab's answers). */
  clear(): void;
}

/** The step's unsaved answers, kept in this browser (stepDraft.ts) so that typing is never lost. */
export function useStepDraft(id: string | undefined, step: StepDefinition, saved: SavedApplication, readOnly: boolean): StepDrafts {
  const [offer, setOffer] = useState<StepDraft | undefined>(() => {
    const draft = readOnly ? undefined : readDraft(id, step.id);
    return draft && hasUnsavedAnswers(step, { ...saved, ...draft.answers }, saved) ? draft : undefined;
  });

  return {
    offer,
    keep(data) {
      const unsaved = hasUnsavedAnswers(step, data, saved);
      // While a kept draft is offered, it stays as it is until the applicant answers the offer.
      if (offer) return unsaved;
      if (unsaved) writeDraft(id, step.id, stepAnswers(step, data));
      else clearDraft(id, step.id);
      return unsaved;
    },
    answerOffer(restore) {
      if (!offer) return undefined;
      setOffer(undefined);
      if (restore) return offer.answers;
      clearDraft(id, step.id);
      return undefined;
    },
    clear: () => clearDraft(id, step.id),
  };
}

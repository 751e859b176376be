import type { FormStep } from '@evisa/forms/browser';

/** What a step form hands its templates through RJSF's formContext. */
export interface StepFormContext {
  /** The step as the definition describes it: widgets read their field there (an upload's sample image). */
  step?: FormStep;
  /** The 'Same address' box of step 3 (uiSchema `ui:options.sameAddress`), when the step has one. */
  sameAddress?: {
    label: string;
    /** The field the box is shown before. */
    before: string;
    checked: boolean;
    onToggle(checked: boolean): void;
  };
}

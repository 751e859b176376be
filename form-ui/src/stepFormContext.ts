import type { FormStep } from '@evisa/forms/browser';
import type { Uploader } from './uploads';

/** What a step form hands its templates and widgets through RJSF's formContext. */
export interface StepFormContext {
  /** The step as the definition describes it: widgets read their field there (an upload's sample image). */
  step?: FormStep;
  /** Where the upload widget sends a file and finds it again (the API's upload call unless the host says else). */
  uploader?: Uploader;
  /** The 'Same address' box of step 3 (uiSchema `ui:options.sameAddress`), when the step has one. */
  sameAddress?: {
    label: string;
    /** The field the box is shown before. */
    before: string;
    checked: boolean;
    onToggle(checked: boolean): void;
  };
}

/** What a step form hands its templates through RJSF's formContext. */
export interface StepFormContext {
  /** The 'Same address' box of step 3 (uiSchema `ui:options.sameAddress`), when the step has one. */
  sameAddress?: {
    label: string;
    /** The field the box is shown before. */
    before: string;
    checked: boolean;
    onToggle(checked: boolean): void;
  };
}

import { createContext, useContext } from 'react';

/** The messages to show now under the field with this id. */
export type ShownErrors = (fieldId: string) => readonly string[];

/**
 * Lets a form decide which messages show where: the wizard shows a field's messages once it was left or the step
 * submitted. A context rather than RJSF's error state because React re-renders context readers even where RJSF
 * skips re-rendering a field. Without a provider, the widgets show RJSF's own errors.
 */
export const ShownErrorsContext = createContext<ShownErrors | undefined>(undefined);

export function useShownErrors(fieldId: string, rawErrors: readonly string[] | undefined): readonly string[] {
  const shownErrors = useContext(ShownErrorsContext);
  return shownErrors ? shownErrors(fieldId) : (rawErrors ?? []);
}

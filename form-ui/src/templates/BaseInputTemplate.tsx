import { useState } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { phoneDigits } from '@evisa/forms/browser';
import { useShownErrors } from '../shownErrors';
import type { StepFormContext } from '../stepFormContext';

const { BaseInputTemplate: DefaultBaseInputTemplate } = getDefaultRegistry().templates;

/** RJSF's text-like input (text, email, date, tel ...), marked aria-invalid while its errors are shown. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const invalid = useShownErrors(props.id, props.rawErrors).length > 0;
  const context = props.registry.formContext as StepFormContext | undefined;
  if (context?.step?.field(props.name)?.kind === 'phone') return <PhoneInput {...props} invalid={invalid} />;
  // The default template passes the props it does not know on to its <input>.
  return <DefaultBaseInputTemplate {...props} aria-invalid={invalid || undefined} />;
}

/**
 * A phone number typed as people write it ('+44 113 496-0000', '(0113) 496 0000'): the field shows what was typed,
 * the answer keeps the digits (phoneDigits(), which the API applies too).
 */
function PhoneInput({ invalid, ...props }: BaseInputTemplateProps & { invalid: boolean }) {
  const value = typeof props.value === 'string' ? props.value : '';
  const [typed, setTyped] = useState(value);
  // Another value from outside (a reload, a restored draft) replaces what was typed.
  const shown = phoneDigits(typed) === value ? typed : value;
  return (
    <DefaultBaseInputTemplate
      {...props}
      type="tel"
      value={shown}
      aria-invalid={invalid || undefined}
      onChange={(next: unknown) => {
        const text = typeof next === 'string' ? next : '';
        setTyped(text);
        props.onChange(text === '' ? undefined : phoneDigits(text));
      }}
    />
  );
}

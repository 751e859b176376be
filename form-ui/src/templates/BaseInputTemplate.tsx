import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useShownErrors } from '../shownErrors';

const { BaseInputTemplate: DefaultBaseInputTemplate } = getDefaultRegistry().templates;

/** RJSF's text-like input (text, email, date, tel ...), marked aria-invalid while its errors are shown. */
export default function BaseInputTemplate(props: BaseInputTemplateProps) {
  const invalid = useShownErrors(props.id, props.rawErrors).length > 0;
  // The default template passes the props it does not know on to its <input>.
  return <DefaultBaseInputTemplate {...props} aria-invalid={invalid || undefined} />;
}

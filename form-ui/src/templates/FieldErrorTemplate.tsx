import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { useShownErrors } from '../shownErrors';

/** A field's messages, under the field; the widget points at this element with aria-describedby. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const shown = useShownErrors(
    fieldPathId.$id,
    errors?.filter((error): error is string => typeof error === 'string'),
  );
  if (shown.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="field__errors">
      {shown.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}

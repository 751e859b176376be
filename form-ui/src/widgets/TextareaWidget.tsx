import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useShownErrors } from '../shownErrors';

/** A multi-line answer (addresses, details), marked aria-invalid while its errors are shown. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, rawErrors } = props;
  const { onChange, onBlur, onFocus } = props;
  const invalid = useShownErrors(id, rawErrors).length > 0;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

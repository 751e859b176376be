import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useShownErrors } from '../shownErrors';

/** A yes/no box with its label beside it, marked aria-invalid while its errors are shown. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, rawErrors } = props;
  const { onChange, onBlur, onFocus } = props;
  const invalid = useShownErrors(id, rawErrors).length > 0;
  return (
    <label className="choice choice--checkbox" htmlFor={id}>
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <span>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </span>
    </label>
  );
}

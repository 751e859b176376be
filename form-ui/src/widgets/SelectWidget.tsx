import type { ChangeEvent, FocusEvent } from 'react';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  type WidgetProps,
} from '@rjsf/utils';
import { useShownErrors } from '../shownErrors';

/** A single-choice drop-down (RJSF's SelectWidget, single value only), marked aria-invalid while errors show. */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, options, value, required, disabled, readonly, autofocus, placeholder, schema } = props;
  const { onChange, onBlur, onFocus, rawErrors } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const invalid = useShownErrors(id, rawErrors).length > 0;
  const decode = (event: ChangeEvent<HTMLSelectElement> | FocusEvent<HTMLSelectElement>) =>
    enumOptionValueDecoder(event.target.value, enumOptions, format, emptyValue);

  return (
    <select
      id={id}
      name={htmlName || id}
      className="form-control"
      value={enumOptionSelectedValue(value, enumOptions, false, format, '') as string}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(decode(event))}
      onBlur={(event) => onBlur(id, decode(event))}
      onFocus={(event) => onFocus(id, decode(event))}
    >
      {schema.default === undefined && <option value="">{placeholder || 'Select…'}</option>}
      {enumOptions.map((option, index) => (
        <option
          key={String(option.value)}
          value={String(enumOptionValueEncoder(option.value, index, format))}
          disabled={enumDisabled?.includes(option.value)}
        >
          {option.label}
        </option>
      ))}
    </select>
  );
}

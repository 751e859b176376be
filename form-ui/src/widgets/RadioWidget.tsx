import type { FocusEvent } from 'react';
import {
  ariaDescribedByIds,
  enumOptionsIsSelected,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  titleId,
  type WidgetProps,
} from '@rjsf/utils';
import { useShownErrors } from '../shownErrors';

/**
 * A group of radio buttons (RJSF's RadioWidget) named by the field label through aria-labelledby, and marked
 * aria-invalid while its errors are shown.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, options, value, required, disabled, readonly, autofocus } = props;
  const { onChange, onBlur, onFocus, rawErrors } = props;
  const { enumOptions = [], enumDisabled, emptyValue, inline } = options;
  const format = getOptionValueFormat(options);
  const invalid = useShownErrors(id, rawErrors).length > 0;
  const decode = (event: FocusEvent<HTMLInputElement>) => enumOptionValueDecoder(event.target.value, enumOptions, format, emptyValue);

  return (
    <div
      id={id}
      role="radiogroup"
      className={inline ? 'choices choices--inline' : 'choices'}
      aria-labelledby={titleId(id)}
      aria-describedby={ariaDescribedByIds(id)}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
    >
      {enumOptions.map((option, index) => {
        const itemDisabled = disabled || readonly || enumDisabled?.includes(option.value);
        return (
          <label key={String(option.value)} className="choice" htmlFor={optionId(id, index)}>
            <input
              type="radio"
              id={optionId(id, index)}
              name={htmlName || id}
              value={String(enumOptionValueEncoder(option.value, index, format))}
              checked={enumOptionsIsSelected(option.value, value)}
              disabled={itemDisabled}
              autoFocus={autofocus && index === 0}
              onChange={() => onChange(option.value)}
              onBlur={(event) => onBlur(id, decode(event))}
              onFocus={(event) => onFocus(id, decode(event))}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}

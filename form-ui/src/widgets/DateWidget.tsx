import { useState, type ChangeEvent } from 'react';
import { ariaDescribedByIds, titleId, type WidgetProps } from '@rjsf/utils';
import { dateBounds, dateParts, formatDate, MONTH_NAMES, shortNoticeWarning } from '@evisa/forms/browser';
import { useShownErrors } from '../shownErrors';

interface Parts {
  day: string;
  month: string;
  year: string;
}

const partsOf = (value: unknown): Parts => {
  const parts = dateParts(value);
  return parts ? { day: String(parts.day), month: String(parts.month), year: String(parts.year) } : { day: '', month: '', year: '' };
};

/** The stored value of what is entered: a full date, something the format rule refuses, or nothing at all. */
const valueOf = ({ day, month, year }: Parts): string | undefined => {
  if (!day && !month && !year) return undefined;
  const digits = (text: string, length: number) => (/^\d+$/.test(text) ? text.padStart(length, '0') : text);
  return `${digits(year.trim(), 4)}-${digits(month, 2)}-${digits(day.trim(), 2)}`;
};

/**
 * A date as three answers, day, month by name and year (the GOV.UK pattern): nobody swaps day and month, and no
 * browser shows mm/dd/yyyy. The limits come from the field's own date rules (dateBounds(): the same keywords the
 * validators check); `ui:options.shortNotice` adds the non-blocking warning for an arrival less than 4 days away.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, schema, options, rawErrors, onChange, onBlur, onFocus } = props;
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const invalid = useShownErrors(id, rawErrors).length > 0;
  // A value from outside (a reload, a restored draft) replaces what is being typed.
  const shown = valueOf(parts) === (value || undefined) ? parts : partsOf(value);
  const bounds = dateBounds(schema as Record<string, unknown>, {});
  const minYear = bounds.min ? Number(bounds.min.slice(0, 4)) : 1900;
  const maxYear = bounds.max ? Number(bounds.max.slice(0, 4)) : 2100;
  const hint =
    bounds.min && bounds.max
      ? `Between ${formatDate(bounds.min)} and ${formatDate(bounds.max)}.`
      : bounds.max
        ? `For example, 12 April 1985. No later than ${formatDate(bounds.max)}.`
        : bounds.min
          ? `No earlier than ${formatDate(bounds.min)}.`
          : 'For example, 12 April 1985.';
  const warning = options.shortNotice ? shortNoticeWarning(value) : undefined;
  const birthday = String(options.autocomplete) === 'bday';

  const change = (part: keyof Parts, text: string) => {
    const next = { ...shown, [part]: text };
    setParts(next);
    onChange(valueOf(next));
  };
  const blur = () => onBlur(id, value);
  const focus = () => onFocus(id, value);
  // The day has the field's own id, so whatever points at the field reaches its first part.
  const partId = (name: keyof Parts) => (name === 'day' ? id : `${id}__${name}`);
  /** What each part shares: its id, look, value, autocomplete token, state and description, and how it changes. */
  const part = (name: keyof Parts) => ({
    id: partId(name),
    className: `form-control date-input__${name}`,
    value: shown[name],
    autoComplete: birthday ? `bday-${name}` : undefined,
    disabled: disabled || readonly,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    // Each part is described by the field's messages and help, as any other input.
    'aria-describedby': ariaDescribedByIds(id),
    onBlur: blur,
    onFocus: focus,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change(name, event.target.value),
  });

  return (
    <div className="date-input" role="group" aria-labelledby={titleId(id)} aria-describedby={`${id}__hint`}>
      <p id={`${id}__hint`} className="help-block date-input__hint">
        {hint}
      </p>
      <div className="date-input__parts">
        <div className="date-input__item">
          <label htmlFor={partId('day')}>Day</label>
          <input inputMode="numeric" maxLength={2} {...part('day')} />
        </div>
        <div className="date-input__item">
          <label htmlFor={partId('month')}>Month</label>
          <select {...part('month')}>
            <option value="">Month</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="date-input__item">
          <label htmlFor={partId('year')}>Year</label>
          <input inputMode="numeric" maxLength={4} min={minYear} max={maxYear} {...part('year')} />
        </div>
      </div>
      {warning && (
        <p className="notice notice--warning date-input__warning" role="status">
          {warning}
        </p>
      )}
    </div>
  );
}

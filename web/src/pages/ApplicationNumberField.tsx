import { useTranslation } from 'react-i18next';
import { type ReactNode, useId } from 'react';

interface ApplicationNumberFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The ids of what describes the box (the message under it, a hint). */
  describedBy: string;
  invalid: boolean;
  /** Shown under the box (a hint). */
  children?: ReactNode;
}

/** The application number an applicant types in, as it is printed: capitals, never corrected or remembered. */
export const ApplicationNumberField = ({ value, onChange, describedBy, invalid, children }: ApplicationNumberFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {t('lookup.field')}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id={id}
        className="form-control lookup__input"
        value={value}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
};

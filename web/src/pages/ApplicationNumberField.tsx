import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { TextField } from '../shell/TextField';
import { TYPED_AS_PRINTED } from '../shell/typedAsPrinted';
import '../i18n/laterTexts';

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
  const label = (
    <>
      {t('lookup.field')}
      <span className="field__required" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  );
  return (
    <TextField
      label={label}
      boxClassName="lookup__input"
      invalid={invalid}
      value={value}
      {...TYPED_AS_PRINTED}
      aria-required="true"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={onChange}
    >
      {children}
    </TextField>
  );
};

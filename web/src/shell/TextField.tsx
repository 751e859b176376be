import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** What else a box says of itself: its kind, its hints to the browser and the keyboard, what describes it. */
type BoxAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'placeholder'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'spellCheck'
  | 'inputMode'
  | 'maxLength'
  | 'aria-describedby'
  | 'aria-invalid'
  | 'aria-required'
>;

interface TextFieldProps extends BoxAttributes {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The box's id where the page names it (its messages' ids are made from it); else one of its own. */
  id?: string;
  /** A box of several lines (a textarea), this many high. */
  rows?: number;
  /** A class of the box besides form-control. */
  boxClassName?: string;
  /** Shows the field in its invalid state (the box's aria-invalid is the caller's). */
  invalid?: boolean;
  /** Shown under the box (a hint). */
  children?: ReactNode;
}

/** A labelled text box as every form of the site lays one out: the label above, the box, then any hint. */
export function TextField({ label, onChange, id, rows, boxClassName, invalid, children, ...box }: TextFieldProps) {
  const ownId = useId();
  const boxId = id ?? ownId;
  const className = boxClassName ? `form-control ${boxClassName}` : 'form-control';
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label htmlFor={boxId} className="field__label">
        {label}
      </label>
      {rows ? (
        <textarea id={boxId} className={className} rows={rows} {...box} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input id={boxId} className={className} {...box} onChange={(event) => onChange(event.target.value)} />
      )}
      {children}
    </div>
  );
}

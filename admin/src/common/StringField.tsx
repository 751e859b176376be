import { TextField, type TextFieldProps } from '@mui/material';

type StringFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  /** The text as typed, at every change. */
  onValue: (value: string) => void;
};

/** A text field over a string its parent holds (a dialog's note, a search box). */
export const StringField = ({ onValue, ...props }: StringFieldProps) => <TextField {...props} onChange={(event) => onValue(event.target.value)} />;

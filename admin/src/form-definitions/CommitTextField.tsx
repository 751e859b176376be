import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';

type CommitTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  /** Called once the editor leaves the field (or presses Enter in a one-line field) with a changed text. */
  onCommit: (value: string) => void;
};

/**
 * A text input that changes the draft when the editor is done typing, not at every keystroke: each change of the
 * draft rebuilds the definition, and a half-typed title should not be a change of its own. Give it a `key` that
 * changes with the value it edits, so it starts over when another field is selected.
 */
export const CommitTextField = ({ value, onCommit, multiline, ...props }: CommitTextFieldProps) => {
  const [text, setText] = useState(value);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <TextField
      {...props}
      multiline={multiline}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !multiline) {
          event.preventDefault();
          commit();
        }
        if (event.key === 'Escape') setText(value);
      }}
    />
  );
};

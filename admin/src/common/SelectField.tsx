import { FormControl, InputLabel, MenuItem, Select, type FormControlProps } from '@mui/material';
import { useId } from 'react';

/** One entry of a SelectField: the value it stands for and the words shown. */
export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

type SelectFieldProps<Value extends string> = Pick<FormControlProps, 'size' | 'fullWidth' | 'disabled' | 'sx'> & {
  label: string;
  /** '' for nothing chosen (a select that only adds). */
  value: Value | '';
  options: ReadonlyArray<SelectOption<Value>>;
  /** The value chosen, at every change. */
  onValue: (value: Value) => void;
};

/** A drop-down over a value its parent holds, named by its label (the field's kind, the list it offers ...). */
export const SelectField = <Value extends string>({ label, value, options, onValue, ...control }: SelectFieldProps<Value>) => {
  const labelId = useId();
  return (
    <FormControl {...control}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} value={value} onChange={(event) => onValue(event.target.value as Value)}>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};

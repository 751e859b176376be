import { FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch, Typography } from '@mui/material';
import { setCondition, simpleCondition, type FormField, type FormStep, type SimpleCondition } from '@evisa/forms/browser';
import { useDraftEditor } from './DraftEditorContext';

const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

/** The answers that can show a field: a Yes/No question or a choice on the same step, and their answers. */
const answersOf = (field: FormField) => (field.kind === 'yes-no' ? YES_NO : field.kind === 'choice' ? (field.choices ?? []) : undefined);

/** 'Show this field only when FIELD is VALUE', the condition the friendly editor writes. */
export const ConditionInput = ({ step, field }: { step: FormStep; field: FormField }) => {
  const { apply } = useDraftEditor();
  const current = simpleCondition(field);
  const triggers = step.fields.filter((candidate) => candidate.name !== field.name && !candidate.hidden && answersOf(candidate));
  if (current === null) {
    return (
      <Typography variant="body2">
        Shown when {field.condition!.text}. This condition is more than one answer: change it in the JSON editor.
      </Typography>
    );
  }
  const change = (condition: SimpleCondition | null) => apply((files) => setCondition(files, step.id, field.name, condition));
  const trigger = current && step.field(current.field);
  const answers = trigger ? (answersOf(trigger) ?? []) : [];
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={current !== undefined}
            disabled={triggers.length === 0}
            onChange={(event) => {
              const first = triggers[0];
              const value = first && answersOf(first)?.[0]?.value;
              change(event.target.checked && first && value !== undefined ? { field: first.name, value } : null);
            }}
          />
        }
        label="Show this field only when another answer is given"
      />
      {current && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id={`${field.name}-when`}>When</InputLabel>
            <Select
              labelId={`${field.name}-when`}
              label="When"
              value={current.field}
              onChange={(event) => {
                const next = step.field(event.target.value);
                const value = next && answersOf(next)?.[0]?.value;
                if (next && value !== undefined) change({ field: next.name, value });
              }}
            >
              {triggers.map((candidate) => (
                <MenuItem key={candidate.name} value={candidate.name}>
                  {candidate.title}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Typography variant="body2">is</Typography>
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id={`${field.name}-is`}>Answer</InputLabel>
            <Select
              labelId={`${field.name}-is`}
              label="Answer"
              value={JSON.stringify(current.value)}
              onChange={(event) => change({ field: current.field, value: JSON.parse(event.target.value) as SimpleCondition['value'] })}
            >
              {answers.map((answer) => (
                <MenuItem key={JSON.stringify(answer.value)} value={JSON.stringify(answer.value)}>
                  {answer.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      )}
    </Stack>
  );
};

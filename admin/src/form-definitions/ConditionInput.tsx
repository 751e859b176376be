import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { setCondition, simpleCondition, type FormField, type FormStep, type SimpleCondition } from '@evisa/forms/browser';
import { SelectField } from '../common/SelectField';
import { useDraftEditor } from './DraftEditorContext';
import { fieldOptions } from './selectOptions';

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
          <SelectField
            label="When"
            size="small"
            sx={{ minWidth: 220 }}
            value={current.field}
            options={fieldOptions(triggers)}
            onValue={(name) => {
              const next = step.field(name);
              const value = next && answersOf(next)?.[0]?.value;
              if (next && value !== undefined) change({ field: next.name, value });
            }}
          />
          <Typography variant="body2">is</Typography>
          <SelectField
            label="Answer"
            size="small"
            sx={{ minWidth: 160 }}
            // A select's values are text: each answer (true, false or a choice) goes as its JSON.
            value={JSON.stringify(current.value)}
            options={answers.map((answer) => ({ value: JSON.stringify(answer.value), label: answer.label }))}
            onValue={(json) => change({ field: current.field, value: JSON.parse(json) as SimpleCondition['value'] })}
          />
        </Stack>
      )}
    </Stack>
  );
};

import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Autocomplete,
  Button,
  createFilterOptions,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  answersOf,
  CONDITION_OPERATORS,
  conditionInWords,
  conditionProblem,
  conditionTriggers,
  fieldCondition,
  OPERATOR_LABELS,
  setCondition,
  type Answer,
  type Choice,
  type ConditionOperator,
  type ConditionRule,
  type FieldCondition,
  type FormField,
  type FormQuery,
  type FormStep,
} from '@evisa/forms/browser';
import { useMemo, useState } from 'react';
import { SelectField } from '../common/SelectField';
import { useDraftEditor } from './DraftEditorContext';

// A list of thousands of entries is searched, not scrolled: the picker shows the first matches only.
const filterAnswers = createFilterOptions<Choice>({ limit: 200 });

/** A rule for a field, as first offered: its first answer, or 'is answered' for a field without choices. */
function ruleFor(trigger: FormField): ConditionRule {
  const first = answersOf(trigger)?.[0];
  return first ? { field: trigger.name, operator: 'is', values: [first.value] } : { field: trigger.name, operator: 'is-answered', values: [] };
}

/** The values a rule keeps when its operator changes. */
function withOperator(rule: ConditionRule, operator: ConditionOperator, trigger: FormField | undefined): ConditionRule {
  if (operator === 'is-answered') return { ...rule, operator, values: [] };
  const first = trigger && answersOf(trigger)?.[0];
  const values = rule.values.length ? rule.values : first ? [first.value] : [];
  return { ...rule, operator, values: operator === 'is' ? values.slice(0, 1) : values };
}

const RuleRow = ({
  form,
  rule,
  triggers,
  onChange,
  onRemove,
}: {
  form: FormQuery;
  rule: ConditionRule;
  triggers: FormField[];
  onChange: (rule: ConditionRule) => void;
  onRemove?: () => void;
}) => {
  const trigger = form.field(rule.field);
  const answers = (trigger && answersOf(trigger)) ?? [];
  const operators = CONDITION_OPERATORS.filter((operator) => operator === 'is-answered' || answers.length > 0);
  const stepTitle = (field: FormField) => form.steps.find((step) => step.id === field.stepId)?.title ?? '';
  const picked = rule.values.map((value) => answers.find((answer) => answer.value === value) ?? { value, label: String(value) });
  // Stacked: the editor's middle column is narrow, and a question's title may be long.
  return (
    <Stack spacing={1} role="group" aria-label="Rule" sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Autocomplete
          size="small"
          fullWidth
          options={triggers}
          groupBy={stepTitle}
          value={trigger ?? null}
          getOptionLabel={(field) => field.title}
          isOptionEqualToValue={(option, value) => option.name === value.name}
          onChange={(_event, field) => field && onChange(ruleFor(field))}
          renderInput={(params) => <TextField {...params} label="Question" />}
        />
        {onRemove && (
          <IconButton aria-label={`Remove the rule on ${trigger?.title ?? rule.field}`} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <SelectField
          label="Test"
          size="small"
          sx={{ minWidth: 130 }}
          value={rule.operator}
          options={operators.map((operator) => ({ value: operator, label: OPERATOR_LABELS[operator] }))}
          onValue={(operator) => onChange(withOperator(rule, operator, trigger))}
        />
        {rule.operator === 'is' && (
          <Autocomplete
            size="small"
            fullWidth
            options={answers}
            filterOptions={filterAnswers}
            value={picked[0] ?? null}
            disableClearable
            getOptionLabel={(answer) => answer.label}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            onChange={(_event, answer) => answer && onChange({ ...rule, values: [answer.value] })}
            renderInput={(params) => <TextField {...params} label="Answer" />}
          />
        )}
        {(rule.operator === 'is-one-of' || rule.operator === 'is-not') && (
          <Autocomplete
            multiple
            size="small"
            fullWidth
            options={answers}
            filterOptions={filterAnswers}
            value={picked}
            disableCloseOnSelect
            getOptionLabel={(answer) => answer.label}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            onChange={(_event, chosen) => onChange({ ...rule, values: chosen.map((answer) => answer.value as Answer) })}
            renderInput={(params) => <TextField {...params} label="Answers" />}
          />
        )}
      </Stack>
    </Stack>
  );
};

/**
 * 'Show this field only when': rules on the answers of its step and earlier steps (is, is one of, is not, is
 * answered), all or any of them, in the field titles and answers applicants see. A rule being made that cannot
 * be written yet (an answer still to pick) waits here, with the reason; every other change applies at once.
 */
export const ConditionBuilder = ({ step, field }: { step: FormStep; field: FormField }) => {
  const { form, apply } = useDraftEditor();
  const current = fieldCondition(field);
  const saved = JSON.stringify(current ?? null);
  const [draft, setDraft] = useState<FieldCondition | null>(current ?? null);
  // The draft follows the field when its condition changes from elsewhere (undo, the JSON editor), not after the
  // builder's own writes (one may read back as the condition it was: "is one of" a single answer), and in the render
  // that shows the change, not an effect after it: the toggle and the sentence never disagree, even for a frame.
  const [seen, setSeen] = useState(saved);
  const [written, setWritten] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    if (saved !== written) {
      setWritten(saved);
      setDraft(current ?? null);
    }
  }
  const triggers = useMemo(() => (form ? conditionTriggers(form, step.id, field.name) : []), [form, step.id, field.name]);
  if (!form) return null;
  if (current === null) {
    return (
      <Typography variant="body2">
        Shown when {conditionInWords(form, field.condition!)}. This condition is more than the builder writes: change it in the JSON editor.
      </Typography>
    );
  }
  const problem = draft ? conditionProblem(form, step.id, field.name, draft) : undefined;
  const change = (next: FieldCondition | null) => {
    setDraft(next);
    if (next && conditionProblem(form, step.id, field.name, next)) return;
    if (apply((files) => setCondition(files, step.id, field.name, next))) setWritten(JSON.stringify(next));
  };
  const first = triggers.find((candidate) => candidate.stepId === step.id && answersOf(candidate)) ?? triggers[0];
  const rules = draft?.rules ?? [];
  return (
    <Stack spacing={1} component="section" aria-label="Show this field only when">
      <FormControlLabel
        control={
          <Switch
            checked={draft !== null}
            disabled={!first}
            onChange={(event) => change(event.target.checked && first ? { match: 'all', rules: [ruleFor(first)] } : null)}
          />
        }
        label="Show this field only when…"
      />
      {draft && (
        <>
          {rules.length > 1 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={draft.match}
                aria-label="Which rules must hold"
                onChange={(_event, match: FieldCondition['match'] | null) => match && change({ ...draft, match })}
              >
                <ToggleButton value="all">All of these (and)</ToggleButton>
                <ToggleButton value="any">Any of these (or)</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
          )}
          {rules.map((rule, index) => (
            <RuleRow
              key={index}
              form={form}
              rule={rule}
              triggers={triggers}
              onChange={(next) => change({ ...draft, rules: rules.map((candidate, at) => (at === index ? next : candidate)) })}
              onRemove={rules.length > 1 ? () => change({ ...draft, rules: rules.filter((_rule, at) => at !== index) }) : undefined}
            />
          ))}
          <div>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={!first}
              onClick={() => first && change({ ...draft, rules: [...rules, ruleFor(first)] })}
            >
              Add a rule
            </Button>
          </div>
          {problem ? (
            <Alert severity="warning">Not applied yet: {problem}</Alert>
          ) : (
            field.condition && (
              <Typography variant="body2" color="text.secondary">
                Shown when {conditionInWords(form, field.condition)}.
              </Typography>
            )
          )}
        </>
      )}
    </Stack>
  );
};

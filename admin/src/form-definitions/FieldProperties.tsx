import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import {
  EDITABLE_KINDS,
  removeField,
  SERVER_FIELDS,
  updateField,
  type EditableKind,
  type FieldChanges,
  type FormField,
  type FormQuery,
  type FormStep,
} from '@evisa/forms/browser';
import { Confirm } from 'react-admin';
import { useState } from 'react';
import { SelectField } from '../common/SelectField';
import { CommitTextField } from './CommitTextField';
import { ConditionBuilder } from './ConditionBuilder';
import { useDraftEditor } from './DraftEditorContext';
import { KIND_NAMES } from './kindNames';
import { listOfField } from './listsOfFields';
import { MESSAGE_LABELS } from './messageLabels';
import { KIND_OPTIONS, listOptions } from './selectOptions';

/** The field's texts an editor writes in a box of their own. */
type FieldText = 'title' | 'requiredMessage' | 'help' | 'placeholder';

const isEditableKind = (kind: string): kind is EditableKind => (EDITABLE_KINDS as readonly string[]).includes(kind);

interface FieldPropertiesProps {
  form: FormQuery;
  step: FormStep;
  field: FormField;
  problems: string[] | undefined;
  onRemoved: () => void;
}

/** What an editor changes of a field, without JSON: its texts, kind, whether it is required, limits, messages, when it shows. */
export const FieldProperties = ({ form, step, field, problems, onRemoved }: FieldPropertiesProps) => {
  const { apply } = useDraftEditor();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const change = (changes: FieldChanges) => apply((files) => updateField(files, step.id, field.name, changes));
  const server = SERVER_FIELDS[field.name];
  const list = field.kind === 'choice' ? listOfField(form, field) : undefined;
  const messages = Object.entries((field.schema.errorMessage ?? {}) as Record<string, unknown>).filter(
    (entry): entry is [string, string] => entry[0] !== 'required' && typeof entry[1] === 'string',
  );
  // Inputs start over when the field (or its saved value) changes: see CommitTextField.
  const key = (name: string, value: unknown) => `${field.name}:${name}:${String(value)}`;
  /** One of the field's texts, changed when the editor leaves its input. */
  const text = (name: FieldText, label: string, options: { multiline?: boolean } = {}) => (
    <CommitTextField
      key={key(name, field[name])}
      label={label}
      value={field[name] ?? ''}
      onCommit={(value) => change({ [name]: value })}
      fullWidth
      size="small"
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
    />
  );
  return (
    <Stack spacing={2} component="section" aria-label={`Properties of ${field.title}`}>
      {problems?.map((problem) => (
        <Alert key={problem} severity="error">
          {problem}
        </Alert>
      ))}
      <Typography variant="caption" color="text.secondary">
        Stored as <code>{field.name}</code>
        {server ? ` · the code reads this field: ${server.usedFor}` : ''}
      </Typography>
      {text('title', 'Title')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <SelectField
          label="Kind"
          size="small"
          sx={{ minWidth: 200 }}
          disabled={!isEditableKind(field.kind) || Boolean(server)}
          value={field.kind}
          // A kind only the JSON editor makes is shown, not offered: the select is disabled for it.
          options={isEditableKind(field.kind) ? KIND_OPTIONS : [{ value: field.kind, label: KIND_NAMES[field.kind] }, ...KIND_OPTIONS]}
          onValue={(value) => {
            const kind = value as EditableKind;
            change(kind === 'choice' ? { kind, list: form.lists[0]?.id } : { kind });
          }}
        />
        {field.kind === 'choice' && (
          <SelectField
            label="List"
            size="small"
            sx={{ minWidth: 220 }}
            disabled={Boolean(server) || field.condition?.cases.some((place) => place.choices)}
            value={list?.id ?? ''}
            options={list ? listOptions(form.lists) : [{ value: '', label: '(its own choices)' }, ...listOptions(form.lists)]}
            onValue={(id) => change({ kind: 'choice', list: id })}
          />
        )}
      </Stack>
      <Box>
        <FormControlLabel
          control={<Switch checked={field.required} onChange={(event) => change({ required: event.target.checked })} />}
          label="Required"
        />
        {field.required && text('requiredMessage', 'Message when it is missing')}
      </Box>
      {text('help', 'Help text', { multiline: true })}
      {text('placeholder', 'Placeholder')}
      {['text', 'long-text', 'email', 'phone'].includes(field.kind) && (
        <CommitTextField
          key={key('maxLength', field.maxLength)}
          label="Maximum length (characters)"
          type="number"
          value={field.maxLength === undefined ? '' : String(field.maxLength)}
          onCommit={(text) => change({ maxLength: text.trim() ? Number(text) : null })}
          size="small"
          sx={{ maxWidth: 260 }}
        />
      )}
      {messages.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h4">
            Messages
          </Typography>
          {messages.map(([keyword, message]) => (
            <CommitTextField
              key={key(`message-${keyword}`, message)}
              label={MESSAGE_LABELS[keyword] ?? keyword}
              value={message}
              onCommit={(text) => change({ messages: { [keyword]: text } })}
              fullWidth
              size="small"
            />
          ))}
        </Stack>
      )}
      <ConditionBuilder step={step} field={field} />
      <Box>
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmRemove(true)} disabled={Boolean(server)}>
          Remove this field
        </Button>
        <Confirm
          isOpen={confirmRemove}
          title={`Remove “${field.title}”?`}
          content="It leaves the step and the Preview. Answers already given stay stored with their applications."
          confirm="Remove"
          onConfirm={() => {
            setConfirmRemove(false);
            if (apply((files) => removeField(files, step.id, field.name))) onRemoved();
          }}
          onClose={() => setConfirmRemove(false)}
        />
      </Box>
    </Stack>
  );
};

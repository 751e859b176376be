import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { addField, fieldNameFor, type EditableKind, type FormStep } from '@evisa/forms/browser';
import { useMemo, useState } from 'react';
import { FormDialog } from '../common/FormDialog';
import { SelectField } from '../common/SelectField';
import { StringField } from '../common/StringField';
import { useDraftEditor } from './DraftEditorContext';
import { fieldOptions, KIND_OPTIONS, listOptions } from './selectOptions';

interface AddFieldDialogProps {
  step: FormStep;
  /** The new field goes after this one (the selected field), else at the end. */
  after: string | undefined;
  onAdded: (name: string) => void;
  onClose: () => void;
}

/** Adds a field to a step: a title, a kind (a list for a choice), required or optional, and where it goes. */
export const AddFieldDialog = ({ step, after, onAdded, onClose }: AddFieldDialogProps) => {
  const { files, form, apply } = useDraftEditor();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<EditableKind>('text');
  const [list, setList] = useState(form?.lists[0]?.id ?? '');
  const [required, setRequired] = useState(false);
  const [position, setPosition] = useState(after ?? step.fields.at(-1)?.name ?? '');
  const name = useMemo(() => (title.trim() ? fieldNameFor(files, title) : ''), [files, title]);
  const submit = () => {
    const added = apply((current) =>
      addField(current, step.id, { name, title, kind, required, after: position || undefined, ...(kind === 'choice' ? { list } : {}) }),
    );
    if (added) onAdded(name);
  };
  return (
    <FormDialog title={<>Add a field to “{step.title}”</>} submitLabel="Add field" submitDisabled={!title.trim()} onSubmit={submit} onClose={onClose}>
      <StringField
        label="Title"
        value={title}
        onValue={setTitle}
        required
        autoFocus
        fullWidth
        helperText={name ? `Stored as ${name}` : 'What the applicant is asked'}
      />
      <SelectField label="Kind" value={kind} options={KIND_OPTIONS} onValue={setKind} fullWidth />
      {kind === 'choice' && <SelectField label="List" value={list} options={listOptions(form?.lists ?? [])} onValue={setList} fullWidth />}
      <SelectField label="Show after" value={position} options={fieldOptions(step.fields)} onValue={setPosition} fullWidth />
      <FormControlLabel control={<Checkbox checked={required} onChange={(event) => setRequired(event.target.checked)} />} label="Required" />
      <Typography variant="body2" color="text.secondary">
        Help text, messages and when the field shows are set once it is added.
      </Typography>
    </FormDialog>
  );
};

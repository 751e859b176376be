import { Checkbox, FormControl, FormControlLabel, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { addField, EDITABLE_KINDS, fieldNameFor, KIND_LABELS, type EditableKind, type FormStep } from '@evisa/forms/browser';
import { useId, useMemo, useState } from 'react';
import { FormDialog } from '../common/FormDialog';
import { StringField } from '../common/StringField';
import { useDraftEditor } from './DraftEditorContext';

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
  const titleId = useId();
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
      <FormControl fullWidth>
        <InputLabel id={`${titleId}-kind`}>Kind</InputLabel>
        <Select labelId={`${titleId}-kind`} label="Kind" value={kind} onChange={(event) => setKind(event.target.value as EditableKind)}>
          {EDITABLE_KINDS.map((candidate) => (
            <MenuItem key={candidate} value={candidate}>
              {KIND_LABELS[candidate]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {kind === 'choice' && (
        <FormControl fullWidth>
          <InputLabel id={`${titleId}-list`}>List</InputLabel>
          <Select labelId={`${titleId}-list`} label="List" value={list} onChange={(event) => setList(event.target.value)}>
            {form?.lists.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {candidate.title} ({candidate.id})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <FormControl fullWidth>
        <InputLabel id={`${titleId}-after`}>Show after</InputLabel>
        <Select labelId={`${titleId}-after`} label="Show after" value={position} onChange={(event) => setPosition(event.target.value)}>
          {step.fields.map((field) => (
            <MenuItem key={field.name} value={field.name}>
              {field.title}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControlLabel control={<Checkbox checked={required} onChange={(event) => setRequired(event.target.checked)} />} label="Required" />
      <Typography variant="body2" color="text.secondary">
        Help text, messages and when the field shows are set once it is added.
      </Typography>
    </FormDialog>
  );
};

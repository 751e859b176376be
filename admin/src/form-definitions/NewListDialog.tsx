import { addList } from '@evisa/forms/browser';
import { useState } from 'react';
import { FormDialog } from '../common/FormDialog';
import { StringField } from '../common/StringField';
import { useDraftEditor } from './DraftEditorContext';

/** A new value list (lists/<name>.json) that a choice field can offer. */
export const NewListDialog = ({ onAdded, onClose }: { onAdded: (id: string) => void; onClose: () => void }) => {
  const { apply } = useDraftEditor();
  const [id, setId] = useState('');
  const [title, setTitle] = useState('');
  const [entries, setEntries] = useState('');
  const submit = () => {
    const values = entries
      .split('\n')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (apply((files) => addList(files, id.trim(), title, values))) onAdded(id.trim());
  };
  return (
    <FormDialog title="New list" submitLabel="Add list" onSubmit={submit} onClose={onClose}>
      <StringField label="Title" value={title} onValue={setTitle} required autoFocus helperText="As applicants read it: “Meal preference”" />
      <StringField label="Name" value={id} onValue={setId} required helperText="Lower-case letters, digits and hyphens: meal-preferences" />
      <StringField label="Entries" value={entries} onValue={setEntries} required multiline minRows={4} helperText="One per line" />
    </FormDialog>
  );
};

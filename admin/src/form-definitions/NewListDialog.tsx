import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { addList } from '@evisa/forms/browser';
import { type FormEvent, useId, useState } from 'react';
import { useDraftEditor } from './DraftEditorContext';

/** A new value list (lists/<name>.json) that a choice field can offer. */
export const NewListDialog = ({ onAdded, onClose }: { onAdded: (id: string) => void; onClose: () => void }) => {
  const { apply } = useDraftEditor();
  const [id, setId] = useState('');
  const [title, setTitle] = useState('');
  const [entries, setEntries] = useState('');
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = entries
      .split('\n')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (apply((files) => addList(files, id.trim(), title, values))) onAdded(id.trim());
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>New list</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
              autoFocus
              helperText="As applicants read it: “Meal preference”"
            />
            <TextField
              label="Name"
              value={id}
              onChange={(event) => setId(event.target.value)}
              required
              helperText="Lower-case letters, digits and hyphens: meal-preferences"
            />
            <TextField
              label="Entries"
              value={entries}
              onChange={(event) => setEntries(event.target.value)}
              required
              multiline
              minRows={4}
              helperText="One per line"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Add list
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

interface NoteDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** The note is required: it is what the audit log and the version list say about the change. */
  onConfirm: (note: string) => void;
  onClose: () => void;
  pending?: boolean;
  initialNote?: string;
}

/** Asks for the note that goes with a new draft, a publish or a roll-back. */
export const NoteDialog = ({ open, title, text, confirmLabel, onConfirm, onClose, pending, initialNote = '' }: NoteDialogProps) => {
  const [note, setNote] = useState(initialNote);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim()) onConfirm(note.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          <TextField
            label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            helperText="What changes and why: it is kept with the version and in the audit log."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!note.trim() || pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

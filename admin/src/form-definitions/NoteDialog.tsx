import { VERSION_NOTE_MAX } from '@evisa/forms/browser';
import { DialogContentText } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { FormDialog } from '../common/FormDialog';
import { StringField } from '../common/StringField';

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
  const submit = () => {
    if (note.trim()) onConfirm(note.trim());
  };
  return (
    <FormDialog open={open} title={title} submitLabel={confirmLabel} submitDisabled={!note.trim() || pending} onSubmit={submit} onClose={onClose}>
      <DialogContentText>{text}</DialogContentText>
      <StringField
        label="Note"
        value={note}
        onValue={setNote}
        required
        fullWidth
        multiline
        minRows={2}
        autoFocus
        slotProps={{ htmlInput: { maxLength: VERSION_NOTE_MAX } }}
        helperText="What changes and why: it is kept with the version and in the audit log."
      />
    </FormDialog>
  );
};

import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { NoteDialog } from './NoteDialog';
import type { FormDefinitionSummary } from './types';

/** Opens a new draft copying the files of the version in context, and goes to its editor. */
export const NewDraftButton = ({ label = 'New draft from this version' }: { label?: string }) => {
  const record = useRecordContext<FormDefinitionSummary>();
  const [open, setOpen] = useState(false);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record) return null;
  const confirm = (note: string) =>
    create(
      'form-definitions',
      { data: { form_id: record.form_id, from_version: record.version, note } },
      {
        onSuccess: (draft) => {
          setOpen(false);
          notify(`Draft version ${String(draft.version)} opened from version ${record.version}.`, { type: 'success' });
          redirect('edit', 'form-definitions', draft.id);
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'The draft could not be opened.', { type: 'error' }),
      },
    );
  // In a list row: clicks here (the dialog's too, as React passes them up through portals) do not open the row.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <NoteDialog
          open
          title={`New draft from version ${record.version}`}
          text="The draft starts as a copy of this version. Nothing changes for applicants until it is published."
          confirmLabel="Open draft"
          pending={isPending}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        />
      )}
    </span>
  );
};

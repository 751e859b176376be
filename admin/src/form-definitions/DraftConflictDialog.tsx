import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type DefinitionFiles, formatDateTime, tryBuild } from '@evisa/forms/browser';
import { useEffect, useMemo, useState } from 'react';
import { ChangeList } from './ChangeList';
import { compareDefinitions } from './compareDefinitions';
import { fetchVersion, type DraftConflict } from './definitionApi';
import type { FormDefinitionRecord } from './types';

interface DraftConflictDialogProps {
  id: string;
  conflict: DraftConflict;
  /** The files as this editor has them (not saved). */
  mine: DefinitionFiles;
  /** Takes the draft as saved by the other editor (the editor's own changes stay in Undo). */
  onReload: (saved: FormDefinitionRecord) => void;
  onClose: () => void;
}

const when = (at: string | undefined) => (at ? formatDateTime(at) : 'a moment ago');

/**
 * Someone saved the draft since this editor opened it, and the save was refused rather than overwrite theirs:
 * who and when, what differs between their saved draft and these changes, and a reload of theirs.
 */
export const DraftConflictDialog = ({ id, conflict, mine, onReload, onClose }: DraftConflictDialogProps) => {
  const [saved, setSaved] = useState<FormDefinitionRecord>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    fetchVersion(id).then(setSaved, (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)));
  }, [id]);
  const changes = useMemo(() => {
    const theirs = saved && tryBuild(saved.files);
    const ours = tryBuild(mine);
    return theirs && ours ? compareDefinitions(theirs, ours) : undefined;
  }, [saved, mine]);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="draft-conflict-title">
      <DialogTitle id="draft-conflict-title">Someone else saved this draft</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {conflict.savedBy ?? 'Another editor'} saved it at {when(conflict.savedAt)}, after you opened it. Your changes are not saved: nothing of
          theirs was overwritten.
        </Alert>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Your changes compared with the draft as they saved it
        </Typography>
        {failed && <Alert severity="error">The saved draft could not be loaded: {failed}</Alert>}
        {!saved && !failed && <Typography variant="body2">Loading the saved draft…</Typography>}
        {saved && !changes && (
          <Typography variant="body2">One of the two does not build a form: compare them in the JSON tab after reloading.</Typography>
        )}
        {changes && <ChangeList changes={changes} label="Your changes compared with the saved draft" />}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Reload their draft to go on from it: your changes stay in Undo, so you can take them back or make them again.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={!saved} onClick={() => saved && onReload(saved)}>
          Reload their draft
        </Button>
      </DialogActions>
    </Dialog>
  );
};

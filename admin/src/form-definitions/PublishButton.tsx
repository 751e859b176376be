import PublishIcon from '@mui/icons-material/Publish';
import RestoreIcon from '@mui/icons-material/Restore';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { publishVersion, PublishRefused } from './definitionApi';
import { NoteDialog } from './NoteDialog';
import type { CheckError, FormDefinitionSummary } from './types';

interface PublishButtonProps {
  version: Pick<FormDefinitionSummary, 'id' | 'version' | 'status' | 'note'>;
  /** Runs first (a draft's editor saves its changes); false stops the publish. */
  beforePublish?: () => Promise<boolean>;
  /** The checks refused the version: show where. */
  onRefused?: (errors: CheckError[]) => void;
  disabled?: boolean;
  /** Shown before the note is asked for (the three-way comparison of a draft older than the live version). */
  review?: (answer: { onContinue: () => void; onClose: () => void }) => ReactNode;
}

/**
 * Publishes a draft, or an archived version again as a new version (the roll-back), with a note. Applicants get
 * it at their next visit; an application already started keeps its own version.
 */
export const PublishButton = ({ version, beforePublish, onRefused, disabled, review }: PublishButtonProps) => {
  const [reviewing, setReviewing] = useState(false);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const rollBack = version.status !== 'draft';
  const confirm = async (note: string) => {
    setPending(true);
    try {
      if (beforePublish && !(await beforePublish())) return;
      const published = await publishVersion(version.id, note);
      setOpen(false);
      await queryClient.invalidateQueries();
      notify(
        rollBack ? `Version ${version.version} is published again as version ${published.version}.` : `Version ${published.version} is published.`,
        { type: 'success' },
      );
      redirect('show', 'form-definitions', published.id);
    } catch (error) {
      setOpen(false);
      if (error instanceof PublishRefused) {
        onRefused?.(error.errors);
        notify(`${error.message} ${error.errors.length} problem(s) to fix.`, { type: 'error' });
      } else notify(error instanceof Error ? error.message : 'The version could not be published.', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={rollBack ? <RestoreIcon /> : <PublishIcon />}
        onClick={() => (review ? setReviewing(true) : setOpen(true))}
        disabled={disabled || pending}
      >
        {rollBack ? 'Roll back to this version' : 'Publish'}
      </Button>
      {reviewing &&
        review?.({
          onContinue: () => {
            setReviewing(false);
            setOpen(true);
          },
          onClose: () => setReviewing(false),
        })}
      {open && (
        <NoteDialog
          open
          title={rollBack ? `Publish version ${version.version} again` : `Publish version ${version.version}`}
          text={
            rollBack
              ? 'This version becomes the published one again, under a new version number; the current one is archived. Applications already started keep their version.'
              : 'Applicants get this version from their next visit; the current one is archived. Applications already started keep their version.'
          }
          confirmLabel={rollBack ? 'Roll back' : 'Publish'}
          pending={pending}
          initialNote={rollBack ? '' : version.note}
          onConfirm={(note) => void confirm(note)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};

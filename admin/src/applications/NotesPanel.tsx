import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { AuthoredTexts } from '../common/AuthoredTexts';
import { Panel } from '../common/Panel';
import type { Application } from './types';

/** The internal notes staff wrote on the application, newest first, each with its author and time. */
export const NotesPanel = () => {
  const record = useRecordContext<Application>();
  const notes = record?.notes ?? [];
  return (
    <Panel title={`Internal notes (${notes.length})`}>
      {notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No notes yet.
        </Typography>
      ) : (
        <AuthoredTexts texts={notes} />
      )}
    </Panel>
  );
};

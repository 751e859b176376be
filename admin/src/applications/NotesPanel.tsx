import { Box, Typography } from '@mui/material';
import { DateField, RecordContextProvider, useRecordContext } from 'react-admin';
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
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {notes.map((note) => (
            <Box component="li" key={note.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {note.text}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {note.user_email} ·{' '}
                <RecordContextProvider value={note}>
                  <DateField source="created_at" showTime variant="caption" />
                </RecordContextProvider>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Panel>
  );
};

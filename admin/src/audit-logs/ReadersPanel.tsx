import { Box, Typography } from '@mui/material';
import { DateField, RecordContextProvider, ReferenceManyField, useListContext, usePermissions, useRecordContext } from 'react-admin';
import { Panel } from '../common/Panel';
import type { StaffRole } from '../auth/session';
import type { AuditLog } from './types';

const READ_WORDS: Record<string, string> = { view: 'Opened', list: 'Saw it in a list', export: 'Exported it' };

const Reads = () => {
  const { data, isPending, error } = useListContext<AuditLog>();
  if (isPending) return <Typography variant="body2">Loading…</Typography>;
  if (error)
    return (
      <Typography variant="body2" color="error">
        The reads could not be loaded.
      </Typography>
    );
  if (!data?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Nobody yet.
      </Typography>
    );
  return (
    <Box component="ol" aria-label="Reads" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {data.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
          <Typography variant="body2">
            {entry.user_email ?? 'Unknown user'}:{' '}
            {typeof entry.changes.file === 'string' ? `viewed ${entry.changes.file}` : (READ_WORDS[entry.action] ?? entry.action)}
          </Typography>
          <RecordContextProvider value={entry}>
            <DateField source="created_at" showTime variant="caption" color="text.secondary" />
          </RecordContextProvider>
        </Box>
      ))}
    </Box>
  );
};

/** Admins only: every staff read of the application in context (openings, files viewed, lists that showed it). */
export const ReadersPanel = () => {
  const { permissions: role } = usePermissions<StaffRole>();
  const record = useRecordContext();
  if (role !== 'admin' || !record) return null;
  return (
    <Panel title="Who looked at it">
      <ReferenceManyField reference="audit-logs" target="read_of" sort={{ field: 'created_at', order: 'DESC' }} perPage={50}>
        <Reads />
      </ReferenceManyField>
    </Panel>
  );
};

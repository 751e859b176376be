import { Typography } from '@mui/material';
import { RecordContextProvider, ReferenceManyField, usePermissions, useRecordContext } from 'react-admin';
import { EntryList } from '../common/EntryList';
import { Panel } from '../common/Panel';
import type { StaffRole } from '../auth/session';
import type { AuditLog } from './types';
import { DateTimeField } from '../common/DateTimeField';

const READ_WORDS: Record<string, string> = { view: 'Opened', list: 'Saw it in a list', export: 'Exported it' };

const Reads = () => (
  <EntryList<AuditLog> label="Reads" noun="reads" empty="Nobody yet.">
    {(entry) => (
      <>
        <Typography variant="body2">
          {entry.user_email ?? 'Unknown user'}:{' '}
          {typeof entry.changes.file === 'string' ? `viewed ${entry.changes.file}` : (READ_WORDS[entry.action] ?? entry.action)}
        </Typography>
        <RecordContextProvider value={entry}>
          <DateTimeField source="created_at" showTime variant="caption" color="text.secondary" />
        </RecordContextProvider>
      </>
    )}
  </EntryList>
);

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

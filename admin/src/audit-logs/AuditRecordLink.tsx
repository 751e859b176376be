import { Typography } from '@mui/material';
import { Link, useCreatePath } from 'react-admin';
import type { AuditLog } from './types';

// Applications, enquiries and e-mails have show pages; fees and staff accounts open in their edit view. Sign-in
// events and list reads (record '*') name no single page.
const VIEW: Partial<Record<AuditLog['resource'], 'show' | 'edit'>> = { applications: 'show', enquiries: 'show', fees: 'edit', users: 'edit', outbox: 'show' };

/** A link from an audit entry to the record it changed (a removed record's page says it is gone). */
export const AuditRecordLink = ({ entry }: { entry: AuditLog }) => {
  const createPath = useCreatePath();
  const view = VIEW[entry.resource];
  if (!view || entry.record_id === '*') return <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{entry.record_id}</Typography>;
  const path = createPath({ resource: entry.resource, id: entry.record_id, type: view });
  return (
    <Link to={path} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {entry.record_id}
    </Link>
  );
};

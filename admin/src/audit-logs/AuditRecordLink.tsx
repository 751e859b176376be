import { Typography } from '@mui/material';
import { Link, useCreatePath } from 'react-admin';
import type { AuditLog } from './types';

// Applications, enquiries and e-mails have show pages; fees and staff accounts open in their edit view. Sign-in
// events and list reads (record '*') name no single page.
const VIEW: Partial<Record<AuditLog['resource'], 'show' | 'edit'>> = {
  applications: 'show',
  enquiries: 'show',
  fees: 'edit',
  users: 'edit',
  outbox: 'show',
};

/**
 * A link from an audit entry to the record it changed (a removed record's page says it is gone), named in words
 * when the API could name it, by its id otherwise.
 */
export const AuditRecordLink = ({ entry }: { entry: AuditLog }) => {
  const createPath = useCreatePath();
  const view = VIEW[entry.resource];
  const named = entry.record_label !== null && entry.record_label !== entry.record_id;
  const sx = { fontFamily: named ? undefined : 'monospace', overflowWrap: 'anywhere' } as const;
  const text = named ? entry.record_label : entry.record_id;
  if (!view || entry.record_id === '*') {
    return (
      <Typography variant="body2" sx={sx}>
        {text}
      </Typography>
    );
  }
  return (
    <Link
      to={createPath({ resource: entry.resource, id: entry.record_id, type: view })}
      title={named ? `Record ${entry.record_id}` : undefined}
      sx={sx}
    >
      {text}
    </Link>
  );
};

import { Link, useCreatePath } from 'react-admin';
import type { AuditLog } from './types';

// Applications, enquiries and e-mails have show pages; fees and staff accounts open in their edit view.
const VIEW: Record<AuditLog['resource'], 'show' | 'edit'> = { applications: 'show', enquiries: 'show', fees: 'edit', users: 'edit', outbox: 'show' };

/** A link from an audit entry to the record it changed (a removed record's page says it is gone). */
export const AuditRecordLink = ({ entry }: { entry: AuditLog }) => {
  const createPath = useCreatePath();
  const path = createPath({ resource: entry.resource, id: entry.record_id, type: VIEW[entry.resource] ?? 'show' });
  return (
    <Link to={path} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {entry.record_id}
    </Link>
  );
};

import { Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';

/** The application a record names by its sku_id (an enquiry, a live-help conversation), as a link to its page; a dash when none. */
export const ApplicationLink = () => {
  const record = useRecordContext<{ sku_id: string | null }>();
  const createPath = useCreatePath();
  if (!record?.sku_id) return <Typography variant="body2">—</Typography>;
  return (
    <Link
      to={createPath({ resource: 'applications', id: record.sku_id, type: 'show' })}
      sx={{ fontFamily: 'monospace' }}
      // In a list whose rows open their record, the link opens the application instead.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {record.sku_id}
    </Link>
  );
};

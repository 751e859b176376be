import { Typography } from '@mui/material';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { Enquiry } from './types';

/** The application the enquiry names by its id, as a link to its page in the console; a dash when it names none. */
export const EnquiryApplicationLink = () => {
  const record = useRecordContext<Enquiry>();
  const createPath = useCreatePath();
  if (!record?.sku_id) return <Typography variant="body2">—</Typography>;
  return (
    <Link to={createPath({ resource: 'applications', id: record.sku_id, type: 'show' })} sx={{ fontFamily: 'monospace' }}>
      {record.sku_id}
    </Link>
  );
};

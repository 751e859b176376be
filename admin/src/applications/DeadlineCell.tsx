import { formatDateTime } from '@evisa/forms/browser';
import { Typography } from '@mui/material';
import type { Application } from './types';

/** An urgent paid application's deadline, red once it has passed. */
export const DeadlineCell = ({ record, now = new Date() }: { record: Pick<Application, 'deadline_at'>; now?: Date }) => {
  if (!record.deadline_at) return null;
  const deadline = new Date(record.deadline_at);
  const overdue = deadline < now;
  return (
    <Typography variant="body2" component="span" color={overdue ? 'error' : 'text.primary'} sx={{ fontWeight: overdue ? 600 : undefined }}>
      {formatDateTime(deadline)}
      {overdue ? ' (overdue)' : ''}
    </Typography>
  );
};

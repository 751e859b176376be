import { Typography } from '@mui/material';
import type { Application } from './types';

const deadlineFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** An urgent paid application's deadline, red once it has passed. */
export const DeadlineCell = ({ record, now = new Date() }: { record: Pick<Application, 'deadline_at'>; now?: Date }) => {
  if (!record.deadline_at) return null;
  const deadline = new Date(record.deadline_at);
  const overdue = deadline < now;
  return (
    <Typography variant="body2" component="span" color={overdue ? 'error' : 'text.primary'} sx={{ fontWeight: overdue ? 600 : undefined }}>
      {deadlineFormat.format(deadline)}
      {overdue ? ' (overdue)' : ''}
    </Typography>
  );
};

import { Chip, Typography } from '@mui/material';
import type { Application } from './types';

/** How many steps meet their rules, e.g. '4 of 7 steps' or 'Complete'. */
export const CompletenessCell = ({ record }: { record: Pick<Application, 'steps_complete' | 'steps_total'> }) => {
  const { steps_complete: done, steps_total: total } = record;
  if (done == null || !total) return null;
  return done === total ? (
    <Chip size="small" color="success" variant="outlined" label="Complete" />
  ) : (
    <Typography variant="body2" component="span">{`${done} of ${total} steps`}</Typography>
  );
};

import { Box, Typography } from '@mui/material';
import { describeChanges } from './describeChanges';

/** The fields an audit entry changed, one per line. */
export const ChangeList = ({ changes }: { changes: Record<string, unknown> | undefined }) => (
  <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {describeChanges(changes).map(({ field, text }) => (
      <Typography key={field} component="li" variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {field}:
        </Box>{' '}
        {text}
      </Typography>
    ))}
  </Box>
);

import { Box, Typography } from '@mui/material';
import { Link, useCreatePath } from 'react-admin';
import { StatusChip, type StatusChoice } from '../common/StatusChip';
import type { StatusCount } from './types';

interface StatusCountListProps {
  counts: StatusCount[];
  choices: StatusChoice[];
}

/** Counts by status, each a link to the application list with the filter the API counted them by. */
export const StatusCountList = ({ counts, choices }: StatusCountListProps) => {
  // Paths made by react-admin carry the console's basename (/admin); a bare '/applications' would leave the console.
  const listPath = useCreatePath()({ resource: 'applications', type: 'list' });
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1 }}>
      {counts.map(({ status, count, filter }) => (
        <Box component="li" key={status}>
          <Link
            to={{ pathname: listPath, search: `filter=${encodeURIComponent(JSON.stringify(filter))}` }}
            underline="none"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <StatusChip value={status} choices={choices} />
            <Typography variant="h6" component="span" color="text.primary">
              {count}
            </Typography>
          </Link>
        </Box>
      ))}
    </Box>
  );
};

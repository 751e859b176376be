import { Box, Typography } from '@mui/material';
import { Link, useCreatePath } from 'react-admin';
import type { WorkCount } from './types';

const TILES: Record<WorkCount['name'], { title: string; says: string }> = {
  urgent: { title: 'Urgent', says: 'Urgent Processing, paid, awaiting a decision' },
  overdue: { title: 'Overdue', says: 'Urgent ones past their deadline' },
  my_queue: { title: 'My queue', says: 'Assigned to you, awaiting a decision' },
};

/** The day's work at a glance: each count a tile opening the application list with the filter the API counted by. */
export const WorkTiles = ({ work }: { work: WorkCount[] }) => {
  // Paths made by react-admin carry the console's basename (/admin); a bare '/applications' would leave the console.
  const listPath = useCreatePath()({ resource: 'applications', type: 'list' });
  return (
    <Box
      component="ul"
      aria-label="Work"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 2 }}
    >
      {work.map(({ name, count, filter }) => (
        <Box component="li" key={name}>
          <Link
            to={{ pathname: listPath, search: `filter=${encodeURIComponent(JSON.stringify(filter))}` }}
            underline="none"
            sx={{
              display: 'block',
              p: 2,
              borderRadius: 1,
              border: 1,
              borderColor: name === 'overdue' && count > 0 ? 'error.main' : 'divider',
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Typography variant="overline" color="text.secondary" component="div">
              {TILES[name].title}
            </Typography>
            <Typography variant="h4" component="div" color={name === 'overdue' && count > 0 ? 'error' : 'text.primary'}>
              {count}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {TILES[name].says}
            </Typography>
          </Link>
        </Box>
      ))}
    </Box>
  );
};

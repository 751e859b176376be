import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { AuthorAndTime } from '../common/AuthoredTexts';
import { ChangeList } from './ChangeList';
import type { AuditLog } from './types';

/** The audit entries of the list context, newest first: what changed, who changed it and when. */
export const HistoryTimeline = () => {
  const { data, isPending, error } = useListContext<AuditLog>();
  if (isPending) return <Typography variant="body2">Loading history…</Typography>;
  if (error)
    return (
      <Typography variant="body2" color="error">
        The history could not be loaded.
      </Typography>
    );
  if (!data?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No changes yet.
      </Typography>
    );
  return (
    <Box component="ol" aria-label="History" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {data.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
          <ChangeList changes={entry.changes} />
          <AuthorAndTime entry={entry} />
        </Box>
      ))}
    </Box>
  );
};

import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useListContext } from 'react-admin';

/**
 * The records of the list context as a plain list (in the context's order), with its loading, failure and empty
 * states: the shape of every history and log panel in the console.
 */
export function EntryList<T extends RaRecord>({
  label,
  noun,
  empty,
  children,
}: {
  /** The list's accessible name ('History'). */
  label: string;
  /** What is loading or failed to load ('history'). */
  noun: string;
  /** What an empty list says. */
  empty: string;
  children: (entry: T) => ReactNode;
}) {
  const { data, isPending, error } = useListContext<T>();
  if (isPending) return <Typography variant="body2">Loading {noun}…</Typography>;
  if (error)
    return (
      <Typography variant="body2" color="error">
        The {noun} could not be loaded.
      </Typography>
    );
  if (!data?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Box component="ol" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {data.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
          {children(entry)}
        </Box>
      ))}
    </Box>
  );
}

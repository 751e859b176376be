import { Alert, AlertTitle, Box, Button, List, ListItem, ListItemText } from '@mui/material';
import type { CheckError } from './types';

interface CheckResultsProps {
  result: { ok: boolean; errors: CheckError[] } | undefined;
  onReveal: (error: CheckError) => void;
}

/** What the last check found, each problem with a way to the place it concerns (also marked there). */
export const CheckResults = ({ result, onReveal }: CheckResultsProps) => {
  if (!result) return null;
  if (result.ok) return <Alert severity="success">The checks pass: this draft can be published.</Alert>;
  return (
    <Alert severity="error" role="region" aria-label="Check results">
      <AlertTitle>
        {result.errors.length} problem{result.errors.length === 1 ? '' : 's'} to fix before publishing
      </AlertTitle>
      <List dense disablePadding sx={{ maxHeight: 240, overflow: 'auto' }}>
        {result.errors.map((error, index) => (
          <ListItem
            key={index}
            disableGutters
            secondaryAction={
              <Button size="small" onClick={() => onReveal(error)}>
                Show
              </Button>
            }
          >
            <ListItemText
              primary={error.message}
              secondary={
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {error.file}
                  {error.path}
                </Box>
              }
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};

import { Alert, AlertTitle, Button, List, ListItem, ListItemText } from '@mui/material';
import type { DefinitionFiles, FormQuery } from '@evisa/forms/browser';
import { placeInWords, placeOfCheckError } from './placeOfCheckError';
import type { CheckError } from './types';

interface CheckResultsProps {
  result: { ok: boolean; errors: CheckError[] } | undefined;
  onReveal: (error: CheckError) => void;
  /** The draft as edited, to name each problem's place by its step, field, list or section. */
  form: FormQuery | undefined;
  files: DefinitionFiles;
}

/** What the last check found, each problem with where it is, in words, and a way there (also marked there). */
export const CheckResults = ({ result, onReveal, form, files }: CheckResultsProps) => {
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
            <ListItemText primary={error.message} secondary={placeInWords(placeOfCheckError(error, files, form), form)} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};

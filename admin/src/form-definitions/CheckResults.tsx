import { Alert, AlertTitle, Button, List, ListItem, ListItemText } from '@mui/material';
import type { DefinitionFiles, FormQuery, LanguageCompleteness } from '@evisa/forms/browser';
import { placeInWords, placeOfCheckError } from './placeOfCheckError';
import type { CheckError } from './types';

interface CheckResultsProps {
  result: { ok: boolean; errors: CheckError[]; languages?: LanguageCompleteness[] } | undefined;
  onReveal: (error: CheckError) => void;
  /** The draft as edited, to name each problem's place by its step, field, list or section. */
  form: FormQuery | undefined;
  files: DefinitionFiles;
}

/** What the last check found, each problem with where it is, in words, and a way there (also marked there). */
export const CheckResults = (props: CheckResultsProps) => (
  <>
    <Problems {...props} />
    {props.result?.languages?.length ? <Languages languages={props.result.languages} /> : null}
  </>
);

/** Each language's completeness: a required one must be complete to publish, another goes live with English for what it lacks. */
const Languages = ({ languages }: { languages: LanguageCompleteness[] }) => (
  <Alert severity="info" role="region" aria-label="Languages">
    <AlertTitle>Translations</AlertTitle>
    <List dense disablePadding>
      {languages.map((language) => (
        <ListItem key={language.code} disableGutters>
          <ListItemText
            primary={`${language.name}${language.required ? ' (required)' : ''}: ${language.translated} of ${language.total} texts translated`}
            secondary={
              language.translated < language.total
                ? `${language.required ? 'Publishing waits for' : 'Shown in English'}: ${language.missing
                    .slice(0, 3)
                    .map((text) => text.where)
                    .join('; ')}${language.total - language.translated > 3 ? ` and ${language.total - language.translated - 3} more` : ''}`
                : 'Complete'
            }
          />
        </ListItem>
      ))}
    </List>
  </Alert>
);

const Problems = ({ result, onReveal, form, files }: CheckResultsProps) => {
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

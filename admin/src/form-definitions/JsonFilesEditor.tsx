import { Alert, Badge, Box, Grid, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { fileSchemaFor } from '@evisa/forms/browser';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Panel } from '../common/Panel';
import { useDraftEditor } from './DraftEditorContext';

// CodeMirror and the schema linter load only when an editor opens the JSON tab.
const JsonCodeEditor = lazy(() => import('./JsonCodeEditor').then((module) => ({ default: module.JsonCodeEditor })));

const GROUPS: Array<[string, RegExp]> = [
  ['Form', /^form\.json$/],
  ['Steps', /^steps\//],
  ['Lists', /^lists\//],
  ['Field types', /^fields\//],
];

interface JsonFilesEditorProps {
  file: string | undefined;
  /** A JSON pointer in the file to show (a check error's place). */
  path?: string;
  onFile: (file: string) => void;
}

/**
 * Every file of the draft as JSON, for what the friendly editor does not change. A change applies to the draft
 * once the text is valid JSON (the friendly editor and the preview follow); until then the text waits here.
 */
export const JsonFilesEditor = ({ file, path, onFile }: JsonFilesEditorProps) => {
  const { files, apply, checkErrors } = useDraftEditor();
  const paths = useMemo(() => Object.keys(files).sort(), [files]);
  const current = file && file in files ? file : (paths[0] ?? 'form.json');
  const [syntaxError, setSyntaxError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const text = useMemo(() => JSON.stringify(files[current], null, 2), [current]); // eslint-disable-line react-hooks/exhaustive-deps -- the text the editor opens with
  const onChange = (changed: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(changed);
      } catch (error) {
        setSyntaxError(error instanceof Error ? error.message : String(error));
        return;
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        setSyntaxError('A file holds one JSON object ({ ... }).');
        return;
      }
      setSyntaxError(undefined);
      apply((draft) => ({ ...draft, [current]: parsed }));
    }, 400);
  };
  const errorsOf = (name: string) => checkErrors.filter((error) => error.file === name);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <Panel title="Files">
          <List dense aria-label="Files" sx={{ maxHeight: '70vh', overflow: 'auto' }}>
            {GROUPS.map(([group, pattern]) => (
              <li key={group}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader disableSticky>{group}</ListSubheader>
                  {paths
                    .filter((name) => pattern.test(name))
                    .map((name) => (
                      <ListItemButton key={name} selected={name === current} onClick={() => onFile(name)}>
                        <ListItemText primary={name.replace(/^(steps|lists|fields)\//, '')} />
                        {errorsOf(name).length > 0 && (
                          <Badge color="error" badgeContent={errorsOf(name).length} aria-label={`${errorsOf(name).length} problems`} />
                        )}
                      </ListItemButton>
                    ))}
                </ul>
              </li>
            ))}
          </List>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <Panel title={current}>
          {syntaxError && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              Not applied yet: {syntaxError}
            </Alert>
          )}
          <Suspense fallback={<Typography variant="body2">Loading the JSON editor…</Typography>}>
            <Box>
              <JsonCodeEditor
                key={current}
                label={`JSON of ${current}`}
                text={text}
                schema={fileSchemaFor(current)}
                errors={errorsOf(current)}
                path={path}
                onChange={onChange}
              />
            </Box>
          </Suspense>
        </Panel>
      </Grid>
    </Grid>
  );
};

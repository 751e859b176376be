import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import type { FormDefinition } from '@evisa/forms/browser';
import { useMemo } from 'react';
import { ChangeList } from './ChangeList';
import { compareDefinitions } from './compareDefinitions';

interface ThreeWayComparisonProps {
  base: { version: number; definition: FormDefinition | null } | undefined;
  draft: { version: number; definition: FormDefinition | undefined };
  live: { version: number; definition: FormDefinition | null };
  onContinue: () => void;
  onClose: () => void;
}

const Column = ({ title, changes }: { title: string; changes: ReturnType<typeof compareDefinitions> | undefined }) => (
  <Grid size={{ xs: 12, md: 4 }}>
    <Typography variant="subtitle2" component="h3" gutterBottom>
      {title}
    </Typography>
    {changes ? <ChangeList changes={changes} label={title} /> : <Typography variant="body2">Not available: a version does not build.</Typography>}
  </Grid>
);

/**
 * Before publishing a draft made from an older version than the live one: what was published since its base, what
 * the draft changes, and what publishing it would change for applicants (undoing what it lacks), then asks.
 */
export const ThreeWayComparison = ({ base, draft, live, onContinue, onClose }: ThreeWayComparisonProps) => {
  const [since, ours, result] = useMemo(() => {
    const compare = (from: FormDefinition | null | undefined, to: FormDefinition | null | undefined) =>
      from && to ? compareDefinitions(from, to) : undefined;
    return [compare(base?.definition, live.definition), compare(base?.definition, draft.definition), compare(live.definition, draft.definition)];
  }, [base, draft, live]);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="three-way-title">
      <DialogTitle id="three-way-title">Version {live.version} was published after this draft was made</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Draft {draft.version} was made from version {base?.version ?? '?'}. Publishing it replaces version {live.version}: whatever was published
          since and is not in the draft is undone for applicants.
        </Alert>
        {!base && <Typography variant="body2">Loading version…</Typography>}
        <Grid container spacing={2}>
          <Column title={`Published since: version ${base?.version ?? '?'} → ${live.version}`} changes={since} />
          <Column title={`This draft: version ${base?.version ?? '?'} → draft ${draft.version}`} changes={ours} />
          <Column title={`Publishing: version ${live.version} → draft ${draft.version}`} changes={result} />
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="warning" onClick={onContinue}>
          Publish anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
};

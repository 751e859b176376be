import { Box, Chip, Stack, Typography } from '@mui/material';
import type { FormDefinition } from '@evisa/forms/browser';
import { useMemo } from 'react';
import { Panel } from '../common/Panel';
import { compareDefinitions } from './compareDefinitions';
import { usePublishedVersion } from './usePublishedVersion';

const KIND_COLOR = { added: 'success', removed: 'error', changed: 'info' } as const;

/** A version against the published one, field by field: what applicants would see change if it were published. */
export const ChangesFromPublished = ({ definition, version }: { definition: FormDefinition | null; version: number }) => {
  const { data: published } = usePublishedVersion();
  const changes = useMemo(
    () => (published?.definition && definition ? compareDefinitions(published.definition, definition) : undefined),
    [published, definition],
  );
  const title = published ? `Compared with the published version ${published.version}` : 'Compared with the published version';
  return (
    <Panel title={title}>
      {!definition && <Typography variant="body2">This version does not build: fix it first (see the checks).</Typography>}
      {published?.version === version && <Typography variant="body2">This is the published version.</Typography>}
      {changes && published?.version !== version && changes.length === 0 && <Typography variant="body2">No difference.</Typography>}
      {changes && published?.version !== version && changes.length > 0 && (
        <Box component="ul" aria-label="Differences" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {changes.map((change, index) => (
            <Box component="li" key={index} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip size="small" label={change.kind} color={KIND_COLOR[change.kind]} variant="outlined" />
                <Typography variant="body2" color="text.secondary">
                  {change.place}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {change.subject}
                </Typography>
              </Stack>
              {change.details.map((detail) => (
                <Typography key={detail} variant="body2" sx={{ pl: 2, overflowWrap: 'anywhere' }}>
                  {detail}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      )}
    </Panel>
  );
};

import { Box, Chip, Stack, Typography } from '@mui/material';
import type { DefinitionChange } from './compareDefinitions';

const KIND_COLOR = { added: 'success', removed: 'error', changed: 'info' } as const;

/** Differences between two versions, one per row: what, where, and each property that changed. */
export const ChangeList = ({ changes, label = 'Differences' }: { changes: DefinitionChange[]; label?: string }) =>
  changes.length === 0 ? (
    <Typography variant="body2">No difference.</Typography>
  ) : (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {changes.map((change, index) => (
        <Box component="li" key={index} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
  );

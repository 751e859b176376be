import { Box, Stack } from '@mui/material';
import { DateField, Labeled, Show, TextField } from 'react-admin';
import { Panel } from '../common/Panel';
import { OutboxStatus } from './OutboxStatus';

/** One e-mail as it was sent, with the SMTP error when it failed. */
export const OutboxShow = () => (
  <Show component="div" title="E-mail">
    <Box sx={{ maxWidth: 900 }}>
      <Panel title={<TextField source="subject" variant="subtitle1" sx={{ fontWeight: 600 }} />} action={<OutboxStatus />}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, mb: 2 }}>
          <Labeled label="To">
            <TextField source="to" />
          </Labeled>
          <Labeled label="Date">
            <DateField source="created_at" showTime />
          </Labeled>
          <Labeled label="Error">
            <TextField source="error" emptyText="—" />
          </Labeled>
        </Stack>
        <TextField
          source="text"
          component="pre"
          sx={{ display: 'block', m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', fontFamily: 'inherit', overflowWrap: 'anywhere' }}
        />
      </Panel>
    </Box>
  </Show>
);

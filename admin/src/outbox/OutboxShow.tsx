import { Box, Stack } from '@mui/material';
import { Labeled, NumberField, Show, TextField, useRecordContext } from 'react-admin';
import { Panel } from '../common/Panel';
import { OutboxStatus } from './OutboxStatus';
import { SendAgainButton } from './SendAgainButton';
import type { OutboxMessage } from './types';
import { DateTimeField } from '../common/DateTimeField';

/** When the mail worker tries next (waiting), or when the server took it (sent). */
const NextOrSent = () => {
  const record = useRecordContext<OutboxMessage>();
  if (record?.status === 'PENDING') {
    return (
      <Labeled label="Next attempt">
        <DateTimeField source="next_attempt_at" showTime />
      </Labeled>
    );
  }
  return (
    <Labeled label="Sent">
      <DateTimeField source="sent_at" showTime emptyText="—" />
    </Labeled>
  );
};

/** One e-mail with its delivery: attempts, the last SMTP error, and a way to send it again. */
export const OutboxShow = () => (
  <Show component="div" title="E-mail">
    <Box sx={{ maxWidth: 900 }}>
      <Panel
        title={<TextField source="subject" variant="subtitle1" sx={{ fontWeight: 600 }} />}
        action={
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <OutboxStatus />
            <SendAgainButton />
          </Stack>
        }
      >
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, mb: 2 }}>
          <Labeled label="To">
            <TextField source="to" />
          </Labeled>
          <Labeled label="Date">
            <DateTimeField source="created_at" showTime />
          </Labeled>
          <Labeled label="Attempts">
            <NumberField source="attempts" />
          </Labeled>
          <Labeled label="Last attempt">
            <DateTimeField source="last_attempt_at" showTime emptyText="—" />
          </Labeled>
          <NextOrSent />
          <Labeled label="Last error">
            <TextField source="error" emptyText="—" />
          </Labeled>
        </Stack>
        <TextField
          source="text"
          component="pre"
          sx={{
            display: 'block',
            m: 0,
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            fontFamily: 'inherit',
            overflowWrap: 'anywhere',
          }}
        />
      </Panel>
    </Box>
  </Show>
);

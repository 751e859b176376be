import { Box, Grid, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { EmailField, Labeled, Show, TextField, TopToolbar } from 'react-admin';
import { RecordHistory } from '../audit-logs/RecordHistory';
import { Panel } from '../common/Panel';
import { AnswerButton } from './AnswerButton';
import { ApplicationLink } from '../common/ApplicationLink';
import { EnquiryStatus } from './EnquiryStatus';
import { EnquiryTitle } from './EnquiryTitle';
import { RepliesPanel } from './RepliesPanel';
import { DateTimeField } from '../common/DateTimeField';

/** What the enquirer gave and what became of the enquiry, each under its label. */
const DETAILS: [label: string, field: ReactElement][] = [
  ['Name', <TextField source="Given_Name" />],
  ['E-mail', <EmailField source="Email" />],
  ['Phone', <TextField source="contact_no" />],
  ['Nationality', <TextField source="Nationality" />],
  ['Application', <ApplicationLink />],
  ['Received', <DateTimeField source="created_at" showTime />],
  ['Answered', <DateTimeField source="answered_at" showTime emptyText="—" />],
  ['Answered by', <TextField source="answered_by" emptyText="—" />],
];

/** One message from the contact form, the application it names, the replies sent and the box for the next, and its history. */
export const EnquiryShow = () => (
  <Show
    component="div"
    title={<EnquiryTitle />}
    actions={
      <TopToolbar>
        <AnswerButton />
      </TopToolbar>
    }
  >
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Panel title="Message" action={<EnquiryStatus />}>
          <Stack spacing={1.5}>
            <TextField source="remarks" sx={{ whiteSpace: 'pre-line', display: 'block' }} />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
              {DETAILS.map(([label, field]) => (
                <Labeled key={label} label={label}>
                  {field}
                </Labeled>
              ))}
            </Stack>
          </Stack>
        </Panel>
        <Box sx={{ mt: 2 }}>
          <RepliesPanel />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <RecordHistory resource="enquiries" />
      </Grid>
    </Grid>
  </Show>
);

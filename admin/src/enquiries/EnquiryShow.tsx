import { Box, Grid, Stack } from '@mui/material';
import { DateField, EmailField, Labeled, Show, TextField, TopToolbar } from 'react-admin';
import { RecordHistory } from '../audit-logs/RecordHistory';
import { Panel } from '../common/Panel';
import { AnswerButton } from './AnswerButton';
import { EnquiryApplicationLink } from './EnquiryApplicationLink';
import { EnquiryStatus } from './EnquiryStatus';
import { EnquiryTitle } from './EnquiryTitle';
import { RepliesPanel } from './RepliesPanel';

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
              <Labeled label="Name">
                <TextField source="Given_Name" />
              </Labeled>
              <Labeled label="E-mail">
                <EmailField source="Email" />
              </Labeled>
              <Labeled label="Phone">
                <TextField source="contact_no" />
              </Labeled>
              <Labeled label="Nationality">
                <TextField source="Nationality" />
              </Labeled>
              <Labeled label="Application">
                <EnquiryApplicationLink />
              </Labeled>
              <Labeled label="Received">
                <DateField source="created_at" showTime />
              </Labeled>
              <Labeled label="Answered">
                <DateField source="answered_at" showTime emptyText="—" />
              </Labeled>
              <Labeled label="Answered by">
                <TextField source="answered_by" emptyText="—" />
              </Labeled>
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

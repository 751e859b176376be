import { Box, Grid, Stack } from '@mui/material';
import { DateField, EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
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
            {/* SimpleShowLayout labels each field with its label. */}
            <SimpleShowLayout direction="row" sx={{ flexWrap: 'wrap', gap: 3, p: 0 }}>
              <TextField source="Given_Name" label="Name" />
              <EmailField source="Email" label="E-mail" />
              <TextField source="contact_no" label="Phone" />
              <TextField source="Nationality" label="Nationality" />
              <EnquiryApplicationLink label="Application" />
              <DateField source="created_at" label="Received" showTime />
              <DateField source="answered_at" label="Answered" showTime emptyText="—" />
              <TextField source="answered_by" label="Answered by" emptyText="—" />
            </SimpleShowLayout>
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

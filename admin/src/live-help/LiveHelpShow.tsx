import { formatDateTime } from '@evisa/forms/browser';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import {
  Form,
  Labeled,
  Link,
  required,
  SaveButton,
  Show,
  TextField,
  TextInput,
  useCreatePath,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { getUser } from '../auth/session';
import { ApplicationLink } from '../common/ApplicationLink';
import { DateTimeField } from '../common/DateTimeField';
import { Panel } from '../common/Panel';
import { httpClient } from '../httpClient';
import { ReplyTemplatePicker } from '../reply-templates/ReplyTemplatePicker';
import { ConversationContext } from './ConversationContext';
import type { LiveHelpRecord } from './types';
import { useLiveHelpNotices } from './useLiveHelpNotices';
import { WaitingTime } from './WaitingTime';

/** Saved replies are the enquiries' ones: the same questions come by both ways. */
const SavedReplyPicker = () => {
  const { setValue } = useFormContext();
  return <ReplyTemplatePicker use="enquiry" onPick={(text) => setValue('text', text, { shouldDirty: true, shouldValidate: true })} />;
};

const Messages = ({ record }: { record: LiveHelpRecord }) => (
  <Stack component="ol" role="log" aria-label="Messages" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
    {(record.messages ?? []).map((message) => (
      <Box
        component="li"
        key={message.id}
        sx={{ p: 1.5, borderRadius: 1, bgcolor: message.author === 'staff' ? 'action.hover' : 'info.50', border: 1, borderColor: 'divider' }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {message.author === 'staff' ? `${message.user_email ?? 'Staff'}` : 'Applicant'} · {formatDateTime(message.created_at)}
          {message.author === 'applicant' && message.context && (
            <>
              {' · '}
              <ConversationContext context={message.context} />
            </>
          )}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Typography>
      </Box>
    ))}
  </Stack>
);

const Conversation = () => {
  const record = useRecordContext<LiveHelpRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const createPath = useCreatePath();
  // This conversation's new messages show as they come.
  useLiveHelpNotices((notice) => {
    if (notice.conversation_id === record?.id) refresh();
  });
  if (!record) return null;
  const me = getUser();

  const send = async (values: FieldValues) => {
    try {
      await httpClient(`/api/admin/live-help/${encodeURIComponent(record.id)}/messages`, {
        method: 'POST',
        body: JSON.stringify({ text: values.text }),
      });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The answer could not be sent', { type: 'error' });
    }
  };

  const assign = async (assigneeId: string | null) => {
    try {
      await httpClient(`/api/admin/live-help/${encodeURIComponent(record.id)}`, { method: 'PUT', body: JSON.stringify({ assignee_id: assigneeId }) });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The conversation could not be assigned', { type: 'error' });
    }
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Panel title="Conversation" action={<WaitingTime record={record} />}>
          <Messages record={record} />
          {/* A new form after each answer: the box empties. */}
          <Form key={record.messages?.length ?? 0} record={{ text: '' }} onSubmit={send}>
            <SavedReplyPicker />
            <TextInput
              source="text"
              label="Answer"
              multiline
              minRows={3}
              fullWidth
              validate={required('Write the reply first.')}
              helperText={
                record.applicant_online
                  ? 'The applicant has the site open: the answer appears in their panel at once.'
                  : `The applicant is away: the answer waits in their panel${record.email ? ` and is e-mailed to ${record.email}` : ''}.`
              }
            />
            <SaveButton label="Send answer" icon={<SendIcon />} alwaysEnable />
          </Form>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          <Panel title="Details">
            <Stack spacing={1}>
              <Labeled label="Application">
                <ApplicationLink />
              </Labeled>
              <Labeled label="E-mail">
                <TextField source="email" emptyText="—" />
              </Labeled>
              <Labeled label="Asked from">
                <ConversationContext context={record.context} />
              </Labeled>
              <Labeled label="Started">
                <DateTimeField source="created_at" showTime />
              </Labeled>
              <Labeled label="Assigned to">
                <TextField source="assignee_email" emptyText="Nobody" />
              </Labeled>
              {me && record.assignee_id !== me.id ? (
                <Button variant="outlined" onClick={() => void assign(me.id)}>
                  Assign to me
                </Button>
              ) : (
                <Button variant="outlined" onClick={() => void assign(null)}>
                  Unassign
                </Button>
              )}
            </Stack>
          </Panel>
          <Panel title={`Enquiries about this application (${record.enquiries?.length ?? 0})`}>
            {record.enquiries?.length ? (
              <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2 }}>
                {record.enquiries.map((enquiry) => (
                  <li key={enquiry.id}>
                    <Link to={createPath({ resource: 'enquiries', id: enquiry.id, type: 'show' })}>{enquiry.remarks.slice(0, 80)}</Link> (
                    {enquiry.status})
                  </li>
                ))}
              </Stack>
            ) : (
              <Typography variant="body2">None</Typography>
            )}
          </Panel>
        </Stack>
      </Grid>
    </Grid>
  );
};

const Title = () => {
  const record = useRecordContext<LiveHelpRecord>();
  return <>Live help{record ? `: ${record.email ?? record.sku_id ?? 'a visitor'}` : ''}</>;
};

/** One conversation: its messages as they come, the answer box with the saved replies, who handles it, and the application. */
export const LiveHelpShow = () => (
  <Show component="div" title={<Title />}>
    <Conversation />
  </Show>
);

import SendIcon from '@mui/icons-material/Send';
import { Form, required, SaveButton, TextInput, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { ReplyTemplatePicker } from '../reply-templates/ReplyTemplatePicker';
import { AuthoredTexts } from '../common/AuthoredTexts';
import { Panel } from '../common/Panel';
import { httpClient } from '../httpClient';
import type { Enquiry } from './types';

/** The saved replies for enquiries: the one picked fills the reply box of the form it is in. */
const SavedReplyPicker = () => {
  const { setValue } = useFormContext();
  return <ReplyTemplatePicker use="enquiry" onPick={(text) => setValue('text', text, { shouldDirty: true, shouldValidate: true })} />;
};

/**
 * The replies sent to the enquirer, oldest first, and the box to write the next one: the API e-mails it through
 * the outbox, keeps it here, marks the enquiry answered and writes it in the history.
 */
export const RepliesPanel = () => {
  const record = useRecordContext<Enquiry>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const replies = record.replies ?? [];

  const send = async (values: FieldValues) => {
    try {
      await httpClient(`/api/admin/enquiries/${encodeURIComponent(record.id)}/replies`, {
        method: 'POST',
        body: JSON.stringify({ text: values.text }),
      });
      notify(`Reply sent to ${record.Email}`, { type: 'success' });
      // The enquiry (status, replies) and its history, another resource's list, are read again.
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The reply could not be sent', { type: 'error' });
    }
  };

  return (
    <Panel title={`Replies (${replies.length})`}>
      {replies.length > 0 && <AuthoredTexts texts={replies} spaceBelow />}
      {/* A new form after each reply: the box empties. */}
      <Form key={replies.length} record={{ text: '' }} onSubmit={send}>
        <SavedReplyPicker />
        <TextInput
          source="text"
          label="Reply"
          multiline
          minRows={4}
          fullWidth
          validate={required('Write the reply first.')}
          helperText={`E-mailed to ${record.Email} and kept here; the enquiry is then marked answered.`}
        />
        <SaveButton label="Send reply" icon={<SendIcon />} alwaysEnable />
      </Form>
    </Panel>
  );
};

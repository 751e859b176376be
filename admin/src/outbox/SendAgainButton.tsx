import SendIcon from '@mui/icons-material/Send';
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { OutboxMessage } from './types';

/** Queues the message again (a failed one, or one the recipient says never arrived); the API refuses without SMTP. */
export const SendAgainButton = () => {
  const record = useRecordContext<OutboxMessage>();
  const [update, { isPending }] = useUpdate<OutboxMessage>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.status === 'PENDING') return null;
  const sendAgain = () =>
    update(
      'outbox',
      { id: record.id, data: { status: 'PENDING' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('The e-mail is queued and will be sent in a moment', { type: 'success' });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'The e-mail could not be queued', { type: 'error' }),
      },
    );
  return (
    <Button label="Send again" onClick={sendAgain} disabled={isPending} variant={record.status === 'FAILED' ? 'contained' : 'text'}>
      <SendIcon />
    </Button>
  );
};

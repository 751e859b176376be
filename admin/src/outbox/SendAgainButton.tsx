import SendIcon from '@mui/icons-material/Send';
import { Button, useRecordContext } from 'react-admin';
import { useRecordUpdate } from '../common/useRecordUpdate';
import type { OutboxMessage } from './types';

/** Queues the message again (a failed one, or one the recipient says never arrived); the API refuses without SMTP. */
export const SendAgainButton = () => {
  const record = useRecordContext<OutboxMessage>();
  const { save, isPending } = useRecordUpdate<OutboxMessage>('outbox');
  if (!record || record.status === 'PENDING') return null;
  const sendAgain = () =>
    save(record, { status: 'PENDING' }, { done: 'The e-mail is queued and will be sent in a moment', failed: 'The e-mail could not be queued' });
  return (
    <Button label="Send again" onClick={sendAgain} disabled={isPending} variant={record.status === 'FAILED' ? 'contained' : 'text'}>
      <SendIcon />
    </Button>
  );
};

import DoneIcon from '@mui/icons-material/Done';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { Enquiry } from './types';

/** Marks the enquiry answered (the API records who and when), or opens an answered one again. */
export const AnswerButton = () => {
  const record = useRecordContext<Enquiry>();
  const [update, { isPending }] = useUpdate<Enquiry>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const answered = record.status === 'ANSWERED';
  const setStatus = () =>
    update(
      'enquiries',
      { id: record.id, data: { status: answered ? 'NEW' : 'ANSWERED' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(answered ? 'Enquiry opened again' : 'Enquiry marked as answered', { type: 'success' });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'The enquiry could not be changed', { type: 'error' }),
      },
    );
  return (
    <Button
      label={answered ? 'Mark as not answered' : 'Mark as answered'}
      onClick={setStatus}
      disabled={isPending}
      variant={answered ? 'text' : 'contained'}
    >
      {answered ? <ReplayIcon /> : <DoneIcon />}
    </Button>
  );
};

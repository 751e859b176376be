import DoneIcon from '@mui/icons-material/Done';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useRecordContext } from 'react-admin';
import { useRecordUpdate } from '../common/useRecordUpdate';
import type { Enquiry } from './types';

/** Marks the enquiry answered (the API records who and when), or opens an answered one again. */
export const AnswerButton = () => {
  const record = useRecordContext<Enquiry>();
  const { save, isPending } = useRecordUpdate<Enquiry>('enquiries');
  if (!record) return null;
  const answered = record.status === 'ANSWERED';
  const setStatus = () =>
    save(
      record,
      { status: answered ? 'NEW' : 'ANSWERED' },
      { done: answered ? 'Enquiry opened again' : 'Enquiry marked as answered', failed: 'The enquiry could not be changed' },
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

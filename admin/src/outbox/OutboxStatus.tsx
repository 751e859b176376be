import { useRecordContext } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { outboxStatusChoices } from './choices';
import type { OutboxMessage } from './types';

export const OutboxStatus = () => {
  const record = useRecordContext<OutboxMessage>();
  return <StatusChip value={record?.status} choices={outboxStatusChoices} />;
};

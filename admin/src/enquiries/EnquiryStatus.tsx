import { useRecordContext } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { enquiryStatusChoices } from './choices';
import type { Enquiry } from './types';

export const EnquiryStatus = () => {
  const record = useRecordContext<Enquiry>();
  return <StatusChip value={record?.status} choices={enquiryStatusChoices} />;
};

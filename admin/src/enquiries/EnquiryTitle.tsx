import { useRecordContext } from 'react-admin';
import type { Enquiry } from './types';

export const EnquiryTitle = () => {
  const record = useRecordContext<Enquiry>();
  return <>{record ? `Enquiry from ${record.Given_Name}` : 'Enquiry'}</>;
};

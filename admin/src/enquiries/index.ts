import EnquiryIcon from '@mui/icons-material/Forum';
import { EnquiryList } from './EnquiryList';
import { EnquiryShow } from './EnquiryShow';

// Read and marked answered from the show page; enquiries come only from the contact form.
/** The enquiries resource of the console: its pages, icon and how a record is named. */
export const enquiries = {
  list: EnquiryList,
  show: EnquiryShow,
  icon: EnquiryIcon,
  recordRepresentation: (record: { Given_Name: string; Email: string }) => `${record.Given_Name} <${record.Email}>`,
};

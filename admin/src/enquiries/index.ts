import EnquiryIcon from '@mui/icons-material/Forum';
import { EnquiryList } from './EnquiryList';
import { EnquiryShow } from './EnquiryShow';

// Read and marked answered from the show page; enquiries come only from the contact form.
export default {
  list: EnquiryList,
  show: EnquiryShow,
  icon: EnquiryIcon,
  recordRepresentation: (record: { Given_Name: string; Email: string }) => `${record.Given_Name} <${record.Email}>`,
};

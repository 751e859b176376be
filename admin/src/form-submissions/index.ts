import SubmissionsIcon from '@mui/icons-material/Inbox';
import { FormSubmissionList } from './FormSubmissionList';
import { FormSubmissionShow } from './FormSubmissionShow';

/** The answers sent through the forms editors made (admins and staff read them). */
export const formSubmissions = {
  list: FormSubmissionList,
  show: FormSubmissionShow,
  icon: SubmissionsIcon,
  options: { label: 'Form submissions' },
};

import ApplicationIcon from '@mui/icons-material/Assignment';
import { ApplicationList } from './ApplicationList';
import { ApplicationShow } from './ApplicationShow';

// No create or edit view: applicants create applications, and staff recheck them on the show page.
/** The applications resource of the console: its pages, icon and how a record is named. */
export const applications = {
  list: ApplicationList,
  show: ApplicationShow,
  icon: ApplicationIcon,
  recordRepresentation: 'sku_id',
};

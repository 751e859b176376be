import ApplicationIcon from '@mui/icons-material/Assignment';
import { ApplicationList } from './ApplicationList';
import { ApplicationShow } from './ApplicationShow';

// No create or edit view: applicants create applications, and staff recheck them on the show page.
export default {
  list: ApplicationList,
  show: ApplicationShow,
  icon: ApplicationIcon,
  recordRepresentation: 'sku_id',
};

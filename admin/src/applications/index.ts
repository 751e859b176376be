import ApplicationIcon from '@mui/icons-material/Assignment';
import { ApplicationList } from './ApplicationList';
import { ApplicationShow } from './ApplicationShow';

export default {
  list: ApplicationList,
  show: ApplicationShow,
  icon: ApplicationIcon,
  recordRepresentation: 'sku_id',
};

import FeeIcon from '@mui/icons-material/RequestQuote';
import { FeeCreate } from './FeeCreate';
import { FeeEdit } from './FeeEdit';
import { FeeList } from './FeeList';

/** The fees resource of the console: its pages, icon and how a record is named. */
export const fees = {
  list: FeeList,
  edit: FeeEdit,
  create: FeeCreate,
  icon: FeeIcon,
  recordRepresentation: 'country',
};

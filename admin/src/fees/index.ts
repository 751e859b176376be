import FeeIcon from '@mui/icons-material/RequestQuote';
import { FeeCreate } from './FeeCreate';
import { FeeEdit } from './FeeEdit';
import { FeeList } from './FeeList';

export default {
  list: FeeList,
  edit: FeeEdit,
  create: FeeCreate,
  icon: FeeIcon,
  recordRepresentation: 'country',
};

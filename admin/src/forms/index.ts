import FormsIcon from '@mui/icons-material/ListAlt';
import { FormCreate } from './FormCreate';
import { FormList } from './FormList';

/** The forms catalogue of the console: the forms there are, and a new one (editors and admins). */
export const forms = {
  list: FormList,
  create: FormCreate,
  icon: FormsIcon,
  options: { label: 'Forms' },
  recordRepresentation: 'title',
};

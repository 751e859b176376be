import UserIcon from '@mui/icons-material/ManageAccounts';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

export default {
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: UserIcon,
  recordRepresentation: 'email',
  options: { label: 'Staff accounts' },
};

import UserIcon from '@mui/icons-material/ManageAccounts';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

/** The users resource of the console: its pages, icon and how a record is named. */
export const users = {
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: UserIcon,
  recordRepresentation: 'email',
  options: { label: 'Staff accounts' },
};

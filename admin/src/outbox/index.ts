import OutboxIcon from '@mui/icons-material/Outbox';
import { OutboxList } from './OutboxList';
import { OutboxShow } from './OutboxShow';

/** The outbox resource of the console: its pages, icon and how a record is named. */
export const outbox = {
  list: OutboxList,
  show: OutboxShow,
  icon: OutboxIcon,
  recordRepresentation: 'subject',
  options: { label: 'Outbox' },
};

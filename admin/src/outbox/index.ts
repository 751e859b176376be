import OutboxIcon from '@mui/icons-material/Outbox';
import { OutboxList } from './OutboxList';
import { OutboxShow } from './OutboxShow';

export default {
  list: OutboxList,
  show: OutboxShow,
  icon: OutboxIcon,
  recordRepresentation: 'subject',
  options: { label: 'Outbox' },
};

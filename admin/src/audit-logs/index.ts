import AuditIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';

// Read-only: entries are written by the API with every change.
export default {
  list: AuditLogList,
  icon: AuditIcon,
  options: { label: 'Audit log' },
};

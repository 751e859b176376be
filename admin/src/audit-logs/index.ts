import AuditIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';

// Read-only: entries are written by the API with every change.
/** The audit logs resource of the console: its pages, icon and how a record is named. */
export const auditLogs = {
  list: AuditLogList,
  icon: AuditIcon,
  options: { label: 'Audit log' },
};

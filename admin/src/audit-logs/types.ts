import type { RaRecord } from 'react-admin';

export interface AuditLog extends RaRecord<string> {
  user_id: string | null;
  user_email: string | null;
  action: 'create' | 'update' | 'delete' | 'erase' | 'view' | 'list' | 'export' | 'sign-in' | 'sign-in-failed' | 'sign-out';
  resource: 'applications' | 'enquiries' | 'fees' | 'users' | 'outbox' | 'auth';
  record_id: string;
  changes: Record<string, unknown>;
  created_at: string;
}

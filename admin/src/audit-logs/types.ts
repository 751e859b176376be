import type { RaRecord } from 'react-admin';

export interface AuditLog extends RaRecord<string> {
  user_id: string | null;
  user_email: string | null;
  action: 'create' | 'update' | 'delete' | 'erase' | 'reply' | 'view' | 'list' | 'export' | 'sign-in' | 'sign-in-failed' | 'sign-out';
  resource: 'applications' | 'enquiries' | 'fees' | 'users' | 'outbox' | 'auth';
  record_id: string;
  /** The record in words, from the API (a fee record's country, a staff account's e-mail ...); null when gone. */
  record_label: string | null;
  changes: Record<string, unknown>;
  created_at: string;
}

import type { RaRecord } from 'react-admin';

export interface OutboxMessage extends RaRecord<string> {
  to: string;
  subject: string;
  text: string;
  status: 'SENT' | 'STORED' | 'FAILED';
  error: string | null;
  created_at: string;
}

import type { RaRecord } from 'react-admin';

export interface OutboxMessage extends RaRecord<string> {
  to: string;
  subject: string;
  text: string;
  status: 'PENDING' | 'SENT' | 'STORED' | 'FAILED';
  error: string | null;
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  sent_at: string | null;
  created_at: string;
}

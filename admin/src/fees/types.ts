import type { RaRecord } from 'react-admin';

/** A country's fee record: one USD amount per fee code (null for a code not priced yet). */
export type Fee = RaRecord<string> & { country: string; updated_at: string } & Record<string, unknown>;

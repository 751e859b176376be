import type { RaRecord } from 'react-admin';
import type { FeeKey } from './feeKeys';

export type Fee = RaRecord<string> & Record<FeeKey, number> & { country: string; updated_at: string };

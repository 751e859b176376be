import type { FeeCodeEntry } from '@evisa/forms/browser';
import type { ApiEnvelope } from './applications';
import { requestJson } from './http';

/** Countries whose amounts are all the same (a band of the fee table); null: no amount yet. */
export interface FeeGroup {
  countries: string[];
  amounts: Record<string, number | null>;
}

/** GET visa-fees: the whole fee table in USD, as staff keep it. */
export interface FeeTable {
  currency: 'USD';
  /** The published form's fee codes in its order: the visas' fees, then extras (the urgent fee). */
  codes: FeeCodeEntry[];
  /** Cheapest first. */
  groups: FeeGroup[];
  updated_at: string | null;
}

export async function visaFeeTable(): Promise<FeeTable> {
  const body = await requestJson<ApiEnvelope<FeeTable>>('GET', '/api/india/visa-fees');
  if (!body.data) throw new Error('The fee table came without data');
  return body.data;
}

import type { Schemas } from '@evisa/contract';
import { api, dataOf } from './http';

/** Countries whose amounts are all the same (a band of the fee table); null: no amount yet. */
export type FeeGroup = Schemas['FeeGroup'];

/** GET visa-fees: the whole fee table in USD, as staff keep it. */
export type FeeTable = Schemas['FeeTable'];

export async function visaFeeTable(): Promise<FeeTable> {
  return (await dataOf(api.GET('/api/india/visa-fees'))).data;
}

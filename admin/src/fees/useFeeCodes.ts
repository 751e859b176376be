import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../httpClient';

/** A fee code the fee table prices, with the answers that lead to it ("eTOURIST VISA · 30 Days"). */
export interface FeeCode {
  code: string;
  label: string;
}

/**
 * The fee codes of the published form (GET /api/admin/fees/codes), in its order: one amount each per country, so
 * a code an editor adds to the form gets its column and input here without a code change.
 */
export const useFeeCodes = () =>
  useQuery({
    queryKey: ['fee-codes'],
    queryFn: async () => (await httpClient('/api/admin/fees/codes')).json as FeeCode[],
    staleTime: 60 * 1000,
  });

import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@evisa/contract';
import { httpClient } from '../httpClient';

/**
 * The fee codes of the published form (GET /api/admin/fees/codes), in its order: one amount each per country, so
 * a code an editor adds to the form gets its column and input here without a code change.
 */
export const useFeeCodes = () =>
  useQuery({
    queryKey: ['fee-codes'],
    queryFn: async () => (await httpClient('/api/admin/fees/codes')).json as Schemas['FeeCode'][],
    staleTime: 60 * 1000,
  });

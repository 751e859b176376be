import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../httpClient';
import type { DashboardSummary } from './types';

/** The home page figures, in one call; refreshed every minute while the page is open. */
export const useDashboard = () =>
  useQuery({
    queryKey: ['admin-dashboard'],
    queryFn: async () => (await httpClient('/api/admin/dashboard')).json as DashboardSummary,
    refetchInterval: 60_000,
  });

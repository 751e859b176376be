import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../httpClient';
import type { Assignee } from './types';

/** The staff members an application can be assigned to, as the API says (active accounts of a recheck role). */
export const useAssignees = () =>
  useQuery({
    queryKey: ['applications', 'assignees'],
    queryFn: async () => (await httpClient('/api/admin/applications/assignees')).json as Assignee[],
  });

import { useQuery } from '@tanstack/react-query';
import { fetchUtils } from 'react-admin';
import type { FormDefinition } from './types';

const FORM_ID = 'india-evisa';

/**
 * The published form definition, as the applicant site gets it: its step schemas give the console its sections,
 * labels and choices, so a field added by an editor shows here without a code change.
 */
export const useFormDefinition = () =>
  useQuery({
    queryKey: ['form-definition', FORM_ID],
    queryFn: async () => {
      const { json } = await fetchUtils.fetchJson(`/api/forms/${FORM_ID}`);
      return (json as { data: FormDefinition }).data;
    },
    staleTime: 10 * 60 * 1000,
  });

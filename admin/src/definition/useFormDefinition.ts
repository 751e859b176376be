import { useQuery } from '@tanstack/react-query';
import { fetchUtils } from 'react-admin';
import type { FormDefinition } from './types';

const FORM_ID = 'india-evisa';

/**
 * A form definition as the applicant site gets it: the published one, or with `version` a version that was
 * published (an application is shown with the version it was filled in with). Its step schemas give the console
 * its sections, labels and choices, so a field added by an editor shows here without a code change.
 */
export const useFormDefinition = (version?: number) =>
  useQuery({
    queryKey: ['form-definition', FORM_ID, version ?? 'published'],
    queryFn: async () => {
      const { json } = await fetchUtils.fetchJson(version === undefined ? `/api/forms/${FORM_ID}` : `/api/forms/${FORM_ID}/versions/${version}`);
      return (json as { data: FormDefinition }).data;
    },
    // A version never changes; the published one may, when an editor publishes.
    staleTime: version === undefined ? 10 * 60 * 1000 : Infinity,
  });

import { useMemo } from 'react';
import { useFormDefinition } from '../../definition/useFormDefinition';
import type { Application } from '../types';
import { applicationPreview } from './applicationPreview';

/**
 * The application laid out as its applicant sees it: by the Preview layout of the definition version it was
 * filled in with (`form_version`); undefined while that definition loads.
 */
export const useApplicationPreview = (record: Application | undefined) => {
  const { data: definition, error } = useFormDefinition(record?.form_version ?? undefined);
  const preview = useMemo(() => (definition && record ? applicationPreview(definition, record.data) : undefined), [definition, record]);
  return { preview, error };
};

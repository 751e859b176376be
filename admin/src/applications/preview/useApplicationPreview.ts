import { useMemo } from 'react';
import { useFormDefinition } from '../../definition/useFormDefinition';
import type { Application } from '../types';
import { applicationPreview } from './applicationPreview';

/** The application laid out by the published form definition; undefined while the definition loads. */
export const useApplicationPreview = (record: Application | undefined) => {
  const { data: definition, error } = useFormDefinition();
  const preview = useMemo(
    () => (definition && record ? applicationPreview(definition, record.data) : undefined),
    [definition, record],
  );
  return { preview, error };
};

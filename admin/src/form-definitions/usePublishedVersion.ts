import { useGetList, useGetOne } from 'react-admin';
import { FORM_ID } from './choices';
import type { FormDefinitionRecord, FormDefinitionSummary } from './types';

/** The version applicants get now, with its files and definition (for the comparison). */
export function usePublishedVersion() {
  const { data: published } = useGetList<FormDefinitionSummary>('form-definitions', {
    filter: { status: 'published', form_id: FORM_ID },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'version', order: 'DESC' },
  });
  const id = published?.[0]?.id;
  return useGetOne<FormDefinitionRecord>('form-definitions', { id: id! }, { enabled: id !== undefined });
}

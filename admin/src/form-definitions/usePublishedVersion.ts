import type { Schemas } from '@evisa/contract';
import { useGetList, useGetOne } from 'react-admin';
import type { FormDefinitionRecord, FormDefinitionSummary } from './types';

/** The version of a form applicants get now, with its files and definition (for the comparison). */
export function usePublishedVersion(formId: string) {
  const { data: published } = useGetList<FormDefinitionSummary>('form-definitions', {
    filter: { status: 'published', form_id: formId } satisfies Schemas['FormDefinitionListFilter'],
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'version', order: 'DESC' },
  });
  const id = published?.[0]?.id;
  return useGetOne<FormDefinitionRecord>('form-definitions', { id: id! }, { enabled: id !== undefined });
}

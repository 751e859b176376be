import type { Schemas } from '@evisa/contract';
import { useGetList, useGetOne } from 'react-admin';
import type { FormDefinitionRecord, FormDefinitionSummary } from './types';

/** A version of the form by its number, with its files and definition (the base a draft was copied from). */
export function useVersionByNumber(formId: string, version: number | null | undefined) {
  const { data: versions } = useGetList<FormDefinitionSummary>(
    'form-definitions',
    {
      filter: { form_id: formId } satisfies Schemas['FormDefinitionListFilter'],
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'version', order: 'DESC' },
    },
    { enabled: typeof version === 'number' },
  );
  const id = versions?.find((candidate) => candidate.version === version)?.id;
  return useGetOne<FormDefinitionRecord>('form-definitions', { id: id! }, { enabled: id !== undefined });
}

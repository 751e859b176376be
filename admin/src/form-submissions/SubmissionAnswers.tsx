import { Typography } from '@mui/material';
import { formatAnswer, queryForm, type FormDefinition } from '@evisa/forms/browser';
import { useQuery } from '@tanstack/react-query';
import { fetchUtils, useRecordContext } from 'react-admin';
import { Fact } from '../common/Fact';
import type { FormSubmission } from './types';

/** A published version of a form, as the site reads it (immutable, so kept for the session). */
function useFormVersion(formId: string | undefined, version: number | undefined) {
  return useQuery({
    queryKey: ['form-version', formId, version],
    queryFn: async () =>
      ((await fetchUtils.fetchJson(`/api/forms/${encodeURIComponent(formId!)}/versions/${version!}`)).json as { data: FormDefinition }).data,
    enabled: formId !== undefined && version !== undefined,
    staleTime: Infinity,
  });
}

/** A submission's answers under the titles of the version that checked them, in its order. */
export const SubmissionAnswers = () => {
  const record = useRecordContext<FormSubmission>();
  const { data: definition } = useFormVersion(record?.form_id, record?.form_version);
  if (!record) return null;
  const fields = definition ? queryForm(definition).fields : [];
  const named = new Set(fields.map((field) => field.name));
  return (
    <>
      {fields
        .filter((field) => field.name in record.data)
        .map((field) => (
          <Fact key={field.name} label={field.title}>
            {formatAnswer(record.data[field.name], field)}
          </Fact>
        ))}
      {Object.entries(record.data)
        .filter(([name]) => !named.has(name))
        .map(([name, value]) => (
          <Fact key={name} label={name}>
            {typeof value === 'string' ? value : JSON.stringify(value)}
          </Fact>
        ))}
      {Object.keys(record.data).length === 0 && <Typography variant="body2">No answers.</Typography>}
    </>
  );
};

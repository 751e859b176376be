import type { Schemas } from '@evisa/contract';
import { Alert, Button } from '@mui/material';
import { Link, useCreatePath, useGetList } from 'react-admin';
import type { FormDefinitionSummary } from './types';

/**
 * The start-up rule leaves a newer shipped definition as a draft when an editor has published since the last
 * shipped one: say so, so that an editor reviews it instead of it waiting unnoticed.
 */
export const ShippedDraftNotice = () => {
  const createPath = useCreatePath();
  const { data } = useGetList<FormDefinitionSummary>('form-definitions', {
    filter: { status: 'draft' } satisfies Schemas['FormDefinitionListFilter'],
    sort: { field: 'version', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const waiting = data?.find((version) => version.shipped);
  if (!waiting) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button component={Link} to={createPath({ resource: 'form-definitions', type: 'edit', id: waiting.id })} size="small">
          Review
        </Button>
      }
    >
      A newer shipped definition of {waiting.form_id} waits as draft v{waiting.version}: review it and publish it to apply it.
    </Alert>
  );
};

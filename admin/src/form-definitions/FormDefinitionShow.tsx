import { Alert, Grid, Stack } from '@mui/material';
import { DateField, EditButton, Loading, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Fact } from '../common/Fact';
import { Panel } from '../common/Panel';
import { StatusChip } from '../common/StatusChip';
import { ChangesFromPublished } from './ChangesFromPublished';
import { definitionStatusChoices } from './choices';
import { DefinitionHistory } from './DefinitionHistory';
import { DefinitionOutline } from './DefinitionOutline';
import { NewDraftButton } from './NewDraftButton';
import { PublishButton } from './PublishButton';
import type { FormDefinitionRecord } from './types';

const Actions = () => {
  const record = useRecordContext<FormDefinitionRecord>();
  if (!record) return null;
  return (
    <TopToolbar>
      {record.status === 'draft' && <EditButton label="Open in the editor" />}
      <NewDraftButton />
      {record.status === 'archived' && <PublishButton version={record} />}
    </TopToolbar>
  );
};

const VersionTitle = () => {
  const record = useRecordContext<FormDefinitionRecord>();
  return <>{record ? `Form definition version ${record.version}` : 'Form definition'}</>;
};

const VersionDetails = () => {
  const record = useRecordContext<FormDefinitionRecord>();
  // Opened from the list, react-admin's cache first holds the list's summary of the version (no files, nothing built):
  // the details wait for the version itself rather than say it does not build.
  if (!record?.files) return <Loading />;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <Panel title={`Version ${record.version}`} action={<StatusChip value={record.status} choices={definitionStatusChoices} />}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 3 }}>
                <Fact label="Form">{record.form_id}</Fact>
              </Grid>
              <Grid size={{ xs: 12, md: 9 }}>
                <Fact label="Note">{record.note || '—'}</Fact>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Fact label="Made by">{record.created_by ?? (record.shipped ? 'Shipped with the code' : '—')}</Fact>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Fact label="Made">
                  <DateField source="created_at" showTime />
                </Fact>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Fact label="Published by">{record.published_by ?? '—'}</Fact>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Fact label="Published">{record.published_at ? <DateField source="published_at" showTime /> : '—'}</Fact>
              </Grid>
            </Grid>
          </Panel>
          {record.status === 'archived' && (
            <Alert severity="info">Rolling back publishes this version again under a new number; the history keeps every version.</Alert>
          )}
          <ChangesFromPublished formId={record.form_id} definition={record.definition} version={record.version} />
          {record.definition && <DefinitionOutline definition={record.definition} />}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DefinitionHistory />
      </Grid>
    </Grid>
  );
};

/** A version read-only: who made and published it, how it differs from the published one, its fields, its history. */
export const FormDefinitionShow = () => (
  <Show<FormDefinitionRecord> actions={<Actions />} title={<VersionTitle />}>
    <VersionDetails />
  </Show>
);

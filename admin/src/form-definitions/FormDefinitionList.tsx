import { Box } from '@mui/material';
import { DataTable, DateField, List, ReferenceField, ReferenceInput, SelectInput, type RaRecord } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { definitionStatusChoices } from './choices';
import { NewDraftButton } from './NewDraftButton';
import { ShippedDraftNotice } from './ShippedDraftNotice';
import type { FormDefinitionSummary } from './types';

const filters = [
  <ReferenceInput key="form_id" source="form_id" reference="forms" sort={{ field: 'created_at', order: 'ASC' }} alwaysOn>
    <SelectInput label="Form" optionText="title" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={definitionStatusChoices} alwaysOn label="Status" />,
];

// A draft opens in the editor; published and archived versions are history, shown read-only.
const openVersion = (_id: RaRecord['id'], _resource: string, record: RaRecord) =>
  (record as FormDefinitionSummary).status === 'draft' ? 'edit' : 'show';

/** Every version of each form (or of the one picked), newest first: status, note, who made it and when, and when it was published. */
export const FormDefinitionList = () => (
  <List<FormDefinitionSummary> sort={{ field: 'version', order: 'DESC' }} filters={filters} perPage={25} title="Form definitions">
    <Box sx={{ px: 2, pt: 2 }}>
      <ShippedDraftNotice />
    </Box>
    <DataTable<FormDefinitionSummary> rowClick={openVersion} bulkActionButtons={false}>
      <DataTable.Col source="form_id" label="Form" disableSort>
        <ReferenceField source="form_id" reference="forms" link={false} />
      </DataTable.Col>
      <DataTable.Col source="version" label="Version" render={(record) => `v${record.version}`} />
      <DataTable.Col
        source="status"
        label="Status"
        disableSort
        render={(record) => <StatusChip value={record.status} choices={definitionStatusChoices} />}
      />
      <DataTable.Col source="note" label="Note" disableSort />
      <DataTable.Col
        source="created_by"
        label="By"
        disableSort
        render={(record) => record.created_by ?? (record.shipped ? 'Shipped with the code' : '')}
      />
      <DataTable.Col source="created_at" label="Made">
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="published_at" label="Published" disableSort>
        <DateField source="published_at" showTime />
      </DataTable.Col>
      <DataTable.Col label="Actions" disableSort>
        <NewDraftButton label="New draft" />
      </DataTable.Col>
    </DataTable>
  </List>
);

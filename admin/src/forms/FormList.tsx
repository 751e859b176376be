import { Button, Link as MuiLink, Stack } from '@mui/material';
import { CreateButton, DataTable, Link, List, SearchInput, SelectInput, TopToolbar, usePermissions } from 'react-admin';
import type { StaffRole } from '../auth/session';
import { DateTimeField } from '../common/DateTimeField';
import { StatusChip } from '../common/StatusChip';
import { formKindChoices } from './choices';
import { listOfForm } from './formLinks';
import type { FormSummary } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search id or title" />,
  <SelectInput key="kind" source="kind" label="Kind" choices={formKindChoices} alwaysOn />,
];

// In a list row: a click on a link opens it, not the row.
const stop = (event: React.MouseEvent) => event.stopPropagation();

/** Editors make forms; staff read their submissions. */
const FormActions = () => {
  const { permissions } = usePermissions<StaffRole>();
  return <TopToolbar>{permissions !== 'staff' && <CreateButton label="New form" />}</TopToolbar>;
};

/**
 * Every form: the application, the contact form and the forms editors made, each with its public address, its
 * published version, and links to its versions (the editor) and, for a generic form, its submissions.
 */
export const FormList = () => {
  const { permissions } = usePermissions<StaffRole>();
  const editsForms = permissions === 'admin' || permissions === 'editor';
  const readsSubmissions = permissions === 'admin' || permissions === 'staff';
  return (
    <List<FormSummary> filters={filters} sort={{ field: 'created_at', order: 'ASC' }} exporter={false} actions={<FormActions />} title="Forms">
      <DataTable<FormSummary> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="id" label="Id" />
        <DataTable.Col source="kind" label="Kind" render={(record) => <StatusChip value={record.kind} choices={formKindChoices} />} />
        <DataTable.Col
          source="address"
          label="Public address"
          disableSort
          render={(record) =>
            record.published_version === null ? (
              `${record.address} (not published)`
            ) : (
              <MuiLink href={record.address} target="_blank" rel="noopener" onClick={stop}>
                {record.address}
              </MuiLink>
            )
          }
        />
        <DataTable.Col
          source="published_version"
          label="Live version"
          disableSort
          render={(record) => (record.published_version ? `v${record.published_version}` : '—')}
        />
        <DataTable.Col source="created_by" label="Made by" disableSort render={(record) => record.created_by ?? 'Shipped with the code'} />
        <DataTable.Col source="created_at" label="Made">
          <DateTimeField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col
          label="Actions"
          disableSort
          render={(record) => (
            <Stack direction="row" spacing={1}>
              {editsForms && (
                <Button size="small" component={Link} to={listOfForm('form-definitions', record.id)} onClick={stop}>
                  Versions
                </Button>
              )}
              {readsSubmissions && record.kind !== 'application' && (
                <Button
                  size="small"
                  component={Link}
                  to={record.kind === 'enquiry' ? '/enquiries' : listOfForm('form-submissions', record.id)}
                  onClick={stop}
                >
                  {record.kind === 'enquiry' ? 'Enquiries' : 'Submissions'}
                </Button>
              )}
            </Stack>
          )}
        />
      </DataTable>
    </List>
  );
};

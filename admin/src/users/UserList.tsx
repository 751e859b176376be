import { DataTable, List, NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { accountStateChoices, roleNames } from './choices';
import { RequireTwoFactorSwitch } from './RequireTwoFactorSwitch';
import type { StaffUser } from './types';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { DateTimeField } from '../common/DateTimeField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search e-mail" />,
  <SelectInput key="role" source="role" choices={roleNames} />,
  <NullableBooleanInput key="disabled" source="disabled" label="Disabled" />,
];

const state = (record: StaffUser) => <StatusChip value={record.disabled ? 'disabled' : 'active'} choices={accountStateChoices} />;

/** Staff accounts with their role and whether they can sign in. */
export const UserList = () => {
  return (
    <List<StaffUser> filters={filters} sort={{ field: 'email', order: 'ASC' }} exporter={false}>
      <RequireTwoFactorSwitch />
      <ResponsiveDataTable<StaffUser>
        rowClick="edit"
        bulkActionButtons={false}
        phone={{ primaryText: (record) => record.email, secondaryText: (record) => record.role, tertiaryText: state }}
      >
        <DataTable.Col source="email" label="E-mail" />
        <DataTable.Col source="role" render={(record) => <StatusChip value={record.role} choices={roleNames} />} />
        <DataTable.Col source="disabled" label="State" render={state} />
        <DataTable.Col source="two_factor" label="Two-factor" render={(record) => (record.two_factor ? 'On' : 'Off')} />
        <DataTable.Col source="created_at" label="Created">
          <DateTimeField source="created_at" showTime />
        </DataTable.Col>
      </ResponsiveDataTable>
    </List>
  );
};

import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { outboxStatusChoices } from './choices';
import type { OutboxMessage } from './types';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { DateTimeField } from '../common/DateTimeField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search recipient or subject" sx={{ minWidth: { sm: 300 } }} />,
  <SelectInput key="status" source="status" choices={outboxStatusChoices} alwaysOn />,
];

/** Every e-mail the system queued, sent or kept, newest first, with how often sending was tried. */
export const OutboxList = () => {
  return (
    <List<OutboxMessage> filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} actions={false}>
      <ResponsiveDataTable<OutboxMessage>
        rowClick="show"
        bulkActionButtons={false}
        phone={{
          primaryText: (record) => record.subject,
          secondaryText: (record) => record.to,
          tertiaryText: (record) => <StatusChip value={record.status} choices={outboxStatusChoices} />,
        }}
      >
        <DataTable.Col source="created_at" label="Date">
          <DateTimeField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="to" label="To" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="status" render={(record) => <StatusChip value={record.status} choices={outboxStatusChoices} />} />
        <DataTable.NumberCol source="attempts" />
        <DataTable.Col source="error" label="Last error" disableSort render={(record) => record.error ?? ''} />
      </ResponsiveDataTable>
    </List>
  );
};

import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { StatusChip } from '../common/StatusChip';
import { useChoices } from './choices';
import type { ReplyTemplate } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title or text" />,
  <SelectInput key="use" source="use" label="For" choices={useChoices} alwaysOn />,
];

const use = (record: ReplyTemplate) => <StatusChip value={record.use} choices={useChoices} />;

/** The saved replies staff pick from when they answer an enquiry or ask for corrections. */
export const ReplyTemplateList = () => (
  <List<ReplyTemplate> filters={filters} sort={{ field: 'title', order: 'ASC' }} exporter={false}>
    <ResponsiveDataTable<ReplyTemplate>
      rowClick="edit"
      phone={{ primaryText: (record) => record.title, secondaryText: (record) => record.text.slice(0, 80), tertiaryText: use }}
    >
      <DataTable.Col source="title" />
      <DataTable.Col source="use" label="For" render={use} />
      <DataTable.Col source="text" disableSort render={(record) => (record.text.length > 100 ? `${record.text.slice(0, 100)}…` : record.text)} />
      <DataTable.Col source="updated_by" label="Last saved by" disableSort />
      <DataTable.Col source="updated_at" label="Saved">
        <DateTimeField source="updated_at" showTime />
      </DataTable.Col>
    </ResponsiveDataTable>
  </List>
);

import { DataTable, List, SearchInput, SelectInput, TextInput } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { enquiryStatusChoices } from './choices';
import type { Enquiry } from './types';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { DateTimeField } from '../common/DateTimeField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, e-mail, phone or message" sx={{ minWidth: { sm: 320 } }} />,
  <SelectInput key="status" source="status" choices={enquiryStatusChoices} alwaysOn />,
  <TextInput key="sku_id" source="sku_id" label="Application id" />,
];

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

/** Messages from the contact form, newest first; the new ones are what staff answer next. */
export const EnquiryList = () => {
  return (
    <List<Enquiry> filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <ResponsiveDataTable<Enquiry>
        rowClick="show"
        bulkActionButtons={false}
        phone={{
          primaryText: (record) => `${record.Given_Name} · ${record.Email}`,
          secondaryText: (record) => excerpt(record.remarks),
          tertiaryText: (record) => <StatusChip value={record.status} choices={enquiryStatusChoices} />,
        }}
      >
        <DataTable.Col source="created_at" label="Received">
          <DateTimeField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="Given_Name" label="Name" />
        <DataTable.Col source="Email" label="E-mail" />
        <DataTable.Col source="Nationality" />
        <DataTable.Col source="remarks" label="Message" disableSort render={(record) => excerpt(record.remarks)} />
        <DataTable.Col source="sku_id" label="Application" disableSort sx={{ fontFamily: 'monospace' }} />
        <DataTable.Col source="status" label="Status" render={(record) => <StatusChip value={record.status} choices={enquiryStatusChoices} />} />
      </ResponsiveDataTable>
    </List>
  );
};

import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { StatusChip } from '../common/StatusChip';
import { formatMoney } from '@evisa/forms/money';
import { bankTransferStatusChoices } from './choices';
import { ConfirmReceivedButton } from './ConfirmReceivedButton';
import { StatementImport } from './StatementImport';
import type { BankTransfer } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search payment reference or application id" sx={{ minWidth: { sm: 320 } }} />,
  <SelectInput key="status" source="status" choices={bankTransferStatusChoices} alwaysOn />,
];

/** Bank transfers applicants chose, newest first: staff confirm money received by reference, or from an imported statement. */
export const BankTransferList = () => (
  <>
    <StatementImport />
    <List<BankTransfer> filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <ResponsiveDataTable<BankTransfer>
        rowClick={false}
        bulkActionButtons={false}
        phone={{
          primaryText: (record) => `${record.id} · ${record.sku_id}`,
          secondaryText: (record) => `${formatMoney(record.amount, record.currency)} · ${record.applicant ?? ''}`,
          tertiaryText: (record) => <StatusChip value={record.status} choices={bankTransferStatusChoices} />,
        }}
      >
        <DataTable.Col source="created_at" label="Chosen">
          <DateTimeField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="id" label="Reference" disableSort sx={{ fontFamily: 'monospace' }} />
        <DataTable.Col source="sku_id" label="Application" disableSort sx={{ fontFamily: 'monospace' }} />
        <DataTable.Col source="applicant" label="Applicant" disableSort />
        <DataTable.Col source="amount" label="Due" disableSort render={(record) => formatMoney(record.amount, record.currency)} />
        <DataTable.Col
          source="received_amount"
          label="Received"
          disableSort
          render={(record) => formatMoney(record.received_amount, record.currency)}
        />
        <DataTable.Col
          source="status"
          label="Status"
          disableSort
          render={(record) => <StatusChip value={record.status} choices={bankTransferStatusChoices} />}
        />
        <DataTable.Col label="" disableSort>
          <ConfirmReceivedButton />
        </DataTable.Col>
      </ResponsiveDataTable>
    </List>
  </>
);

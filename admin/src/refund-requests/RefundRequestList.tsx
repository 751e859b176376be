import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { StatusChip } from '../common/StatusChip';
import { refundRequestStatusChoices } from './choices';
import { formatMoney } from '@evisa/forms/money';
import type { RefundRequest } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search application id or name" sx={{ minWidth: { sm: 280 } }} />,
  <SelectInput key="status" source="status" choices={refundRequestStatusChoices} alwaysOn />,
];

/** Applicants' refund requests, newest first; the waiting ones are staff's to approve or decline. */
export const RefundRequestList = () => (
  <List<RefundRequest> filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
    <ResponsiveDataTable<RefundRequest>
      rowClick="show"
      bulkActionButtons={false}
      phone={{
        primaryText: (record) => `${record.sku_id} · ${record.applicant ?? ''}`,
        secondaryText: (record) => `Policy: ${formatMoney(record.policy_amount, record.currency)} of ${formatMoney(record.fee, record.currency)}`,
        tertiaryText: (record) => <StatusChip value={record.status} choices={refundRequestStatusChoices} />,
      }}
    >
      <DataTable.Col source="created_at" label="Asked">
        <DateTimeField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="sku_id" label="Application" sx={{ fontFamily: 'monospace' }} />
      <DataTable.Col source="applicant" label="Applicant" disableSort />
      <DataTable.Col source="fee" label="Paid" disableSort render={(record) => formatMoney(record.fee, record.currency)} />
      <DataTable.Col source="policy_amount" label="By the policy" render={(record) => formatMoney(record.policy_amount, record.currency)} />
      <DataTable.Col source="amount" label="Approved" render={(record) => formatMoney(record.amount, record.currency)} />
      <DataTable.Col source="status" label="Status" render={(record) => <StatusChip value={record.status} choices={refundRequestStatusChoices} />} />
    </ResponsiveDataTable>
  </List>
);

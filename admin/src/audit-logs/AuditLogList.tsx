import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import { AUDIT_ACTION_NAMES, AUDIT_RESOURCE_NAMES, choicesOf } from './choices';
import { AuditRecordLink } from './AuditRecordLink';
import { ChangeList } from './ChangeList';
import { describeChanges } from './describeChanges';
import type { AuditLog } from './types';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { DateTimeField } from '../common/DateTimeField';

const filters = [
  <SelectInput key="resource" source="resource" choices={choicesOf(AUDIT_RESOURCE_NAMES)} alwaysOn />,
  <TextInput key="user_email" source="user_email" label="Staff e-mail" alwaysOn />,
  <TextInput key="record_id" source="record_id" label="Record id" />,
  <SelectInput key="action" source="action" choices={choicesOf(AUDIT_ACTION_NAMES)} />,
];

const actionName = (record: AuditLog) => AUDIT_ACTION_NAMES[record.action] ?? record.action;
const resourceName = (record: AuditLog) => AUDIT_RESOURCE_NAMES[record.resource] ?? record.resource;

/** Every change made in the console, newest first: who, when, which record, what. Read-only. */
export const AuditLogList = () => {
  return (
    <List<AuditLog> filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={50} exporter={false} title="Audit log">
      <ResponsiveDataTable<AuditLog>
        bulkActionButtons={false}
        rowClick={false}
        phone={{
          primaryText: (record) => `${actionName(record)} ${resourceName(record).toLowerCase()} ${record.record_label ?? record.record_id}`,
          secondaryText: (record) =>
            describeChanges(record.changes)
              .map(({ field, text }) => `${field}: ${text}`)
              .join(' · '),
          tertiaryText: (record) => record.user_email,
        }}
      >
        <DataTable.Col source="created_at" label="When">
          <DateTimeField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="user_email" label="Who" />
        <DataTable.Col source="action" render={actionName} />
        <DataTable.Col source="resource" render={resourceName} />
        <DataTable.Col source="record_id" label="Record" render={(record: AuditLog) => <AuditRecordLink entry={record} />} />
        <DataTable.Col source="changes" label="Changes" disableSort render={(record: AuditLog) => <ChangeList changes={record.changes} />} />
      </ResponsiveDataTable>
    </List>
  );
};

import { DataTable, List, NullableBooleanInput, SearchInput, TextInput, useRefresh } from 'react-admin';
import { ApplicationLink } from '../common/ApplicationLink';
import { DateTimeField } from '../common/DateTimeField';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { ConversationContext } from './ConversationContext';
import type { LiveHelpRecord } from './types';
import { useLiveHelpNotices } from './useLiveHelpNotices';
import { WaitingTime } from './WaitingTime';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search e-mail, application id or messages" sx={{ minWidth: { sm: 320 } }} />,
  <NullableBooleanInput key="waiting" source="waiting" label="Waiting for an answer" alwaysOn />,
  <TextInput key="sku_id" source="sku_id" label="Application id" />,
];

const excerpt = (record: LiveHelpRecord) =>
  `${record.last_author === 'staff' ? 'Us: ' : ''}${record.last_text.length > 90 ? `${record.last_text.slice(0, 90)}…` : record.last_text}`;

/** The live queue: unanswered conversations first, longest waiting first; it reloads as messages come. */
export const LiveHelpList = () => {
  const refresh = useRefresh();
  useLiveHelpNotices(() => refresh());
  return (
    <List<LiveHelpRecord> filters={filters} sort={{ field: 'waiting_since', order: 'ASC' }}>
      <ResponsiveDataTable<LiveHelpRecord>
        rowClick="show"
        bulkActionButtons={false}
        phone={{
          primaryText: (record) => excerpt(record),
          secondaryText: (record) => <WaitingTime record={record} />,
          tertiaryText: (record) => <ConversationContext context={record.context} />,
        }}
      >
        <DataTable.Col source="waiting_since" label="Waiting" render={(record) => <WaitingTime record={record as LiveHelpRecord} />} />
        <DataTable.Col source="last_text" label="Last message" disableSort render={(record) => excerpt(record as LiveHelpRecord)} />
        <DataTable.Col label="Asked from" disableSort render={(record) => <ConversationContext context={(record as LiveHelpRecord).context} />} />
        <DataTable.Col source="sku_id" label="Application" disableSort>
          <ApplicationLink />
        </DataTable.Col>
        <DataTable.Col source="assignee_email" label="Assigned to" disableSort />
        <DataTable.Col
          source="applicant_online"
          label="Applicant"
          disableSort
          render={(record) => (record.applicant_online ? 'On the site' : 'Away')}
        />
        <DataTable.Col source="last_message_at" label="Last message at">
          <DateTimeField source="last_message_at" showTime />
        </DataTable.Col>
      </ResponsiveDataTable>
    </List>
  );
};

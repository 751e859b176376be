import { formatDateTime } from '@evisa/forms/browser';
import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useCreatePath, useGetManyReference, useRecordContext } from 'react-admin';
import type { LiveHelpRecord } from '../live-help/types';
import { Panel } from '../common/Panel';
import type { Application } from './types';

/** The live-help conversations the applicant started while filling in this application, the latest first. */
export const LiveHelpPanel = () => {
  const record = useRecordContext<Application>();
  const createPath = useCreatePath();
  const { data: conversations = [], total } = useGetManyReference<LiveHelpRecord>(
    'live-help',
    { target: 'sku_id', id: record?.sku_id ?? '', pagination: { page: 1, perPage: 10 }, sort: { field: 'last_message_at', order: 'DESC' } },
    { enabled: Boolean(record) },
  );
  return (
    <Panel title={`Live help (${total ?? conversations.length})`}>
      {conversations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No live-help conversation about this application.
        </Typography>
      ) : (
        <List dense disablePadding>
          {conversations.map((conversation) => (
            <ListItemButton key={conversation.id} component={Link} to={createPath({ resource: 'live-help', id: conversation.id, type: 'show' })}>
              <ListItemText
                primary={conversation.last_text}
                secondary={`${formatDateTime(conversation.last_message_at)} · ${conversation.waiting_since ? 'waiting for an answer' : 'answered'}`}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Panel>
  );
};

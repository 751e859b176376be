import ChatIcon from '@mui/icons-material/SupportAgent';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { Link, useCreatePath, useGetList } from 'react-admin';
import { useLiveHelpNotices } from './useLiveHelpNotices';

const BASE_TITLE = document.title;

/** The app bar's count of conversations waiting for an answer, live; the tab's title counts them too. */
export const LiveHelpBadge = () => {
  const createPath = useCreatePath();
  const { total = 0, refetch } = useGetList('live-help', {
    filter: { waiting: true },
    sort: { field: 'waiting_since', order: 'ASC' },
    pagination: { page: 1, perPage: 1 },
  });
  useLiveHelpNotices(() => void refetch());
  useEffect(() => {
    document.title = total ? `(${total}) ${BASE_TITLE}` : BASE_TITLE;
  }, [total]);
  const label = `Live help: ${total} waiting for an answer`;
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={createPath({ resource: 'live-help', type: 'list' })} color="inherit" aria-label={label}>
        <Badge badgeContent={total} color="error">
          <ChatIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};

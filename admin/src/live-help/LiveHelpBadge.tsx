import ChatIcon from '@mui/icons-material/SupportAgent';
import { Badge, IconButton, Tooltip } from '@mui/material';
import type { Schemas } from '@evisa/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link, useCreatePath } from 'react-admin';
import { httpClient } from '../httpClient';
import { useLiveHelpNotices } from './useLiveHelpNotices';

const BASE_TITLE = document.title;

/** The app bar's count of conversations waiting for an answer, live (a count: not a read of any); the tab's title too. */
export const LiveHelpBadge = () => {
  const createPath = useCreatePath();
  const [waiting, setWaiting] = useState(0);
  const count = useCallback(() => {
    httpClient('/api/admin/live-help/waiting')
      .then(({ json }) => setWaiting((json as Schemas['LiveHelpWaiting']).waiting))
      .catch(() => undefined);
  }, []);
  useEffect(count, [count]);
  useLiveHelpNotices(count);
  useEffect(() => {
    document.title = waiting ? `(${waiting}) ${BASE_TITLE}` : BASE_TITLE;
  }, [waiting]);
  const label = `Live help: ${waiting} waiting for an answer`;
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={createPath({ resource: 'live-help', type: 'list' })} color="inherit" aria-label={label}>
        <Badge badgeContent={waiting} color="error">
          <ChatIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};

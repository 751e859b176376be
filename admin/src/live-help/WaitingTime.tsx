import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { LiveHelpRecord } from './types';

/** '12 min', '2 h 5 min': how long the applicant has waited for an answer. */
export function waitingFor(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days`;
}

/** How long an unanswered conversation has waited, counting on while shown; 'Answered' otherwise. */
export const WaitingTime = ({ record }: { record: LiveHelpRecord }) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!record.waiting_since) return <Typography variant="body2">Answered</Typography>;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, color: 'warning.dark' }}>
      Waiting {waitingFor(record.waiting_since, now)}
    </Typography>
  );
};

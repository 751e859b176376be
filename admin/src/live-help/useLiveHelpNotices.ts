import { useEffect, useRef } from 'react';
import { type LiveHelpNotice, subscribeToLiveHelp } from './liveHelpNotices';

/** Runs `onNotice` for each new live-help message while the component is shown. */
export function useLiveHelpNotices(onNotice: (notice: LiveHelpNotice) => void): void {
  const latest = useRef(onNotice);
  latest.current = onNotice;
  useEffect(() => subscribeToLiveHelp((notice) => latest.current(notice)), []);
}

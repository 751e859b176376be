import { getToken } from '../auth/session';

/** A new message somewhere in live help: which conversation, never its text (opening it is an audited read). */
export interface LiveHelpNotice {
  id: number;
  conversation_id: string;
  author: 'applicant' | 'staff';
}

type Listener = (notice: LiveHelpNotice) => void;

const RETRY_MS = 1000;
const listeners = new Set<Listener>();
let controller: AbortController | null = null;
let lastId = '';

/** Reads the staff stream's events (id, data lines; an empty line ends one) as they come. */
async function readEvents(response: Response): Promise<void> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let boundary;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const fields = new Map(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]));
      const data = fields.get('data');
      if (!data) continue;
      lastId = fields.get('id') ?? lastId;
      const notice = JSON.parse(data) as LiveHelpNotice;
      for (const listener of listeners) listener(notice);
    }
  }
}

/**
 * One stream per tab, whatever shows the notices: read with fetch (an EventSource cannot send the staff session),
 * opened again a second after it drops, from the last id it had, so no notice is missed or repeated.
 */
async function connect(signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const token = getToken();
    try {
      const response = await fetch('/api/admin/live-help/stream', {
        headers: {
          Accept: 'text/event-stream',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(lastId ? { 'Last-Event-ID': lastId } : {}),
        },
        signal,
      });
      // Signed out or not allowed: the console's own calls deal with it; no retrying in a loop.
      if (response.status === 401 || response.status === 403) return;
      if (response.ok && response.body) await readEvents(response);
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/** Calls `listener` with each new message's notice while subscribed; returns the unsubscribe. */
export function subscribeToLiveHelp(listener: Listener): () => void {
  listeners.add(listener);
  if (!controller) {
    controller = new AbortController();
    void connect(controller.signal);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size || !controller) return;
    controller.abort();
    controller = null;
  };
}

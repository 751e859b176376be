import { request } from 'node:http';

export interface StreamEvent {
  id: number;
  // Event bodies are read field by field in assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  /** performance.now() when it arrived. */
  at: number;
}

/**
 * A server-sent-event stream read as a browser's EventSource reads it (id, event, data lines; an empty line ends an
 * event), over a plain HTTP request so a test can send Last-Event-ID and a session as it likes. `closed` resolves
 * when the server ends it or the connection drops.
 */
export class EventStreamClient {
  readonly events: StreamEvent[] = [];
  status = 0;
  contentType = '';
  readonly closed: Promise<void>;
  private readonly waiters = new Set<() => void>();
  private end: () => void = () => undefined;
  private req: ReturnType<typeof request> | null = null;

  constructor(url: string, headers: Record<string, string> = {}) {
    let buffer = '';
    this.closed = new Promise((resolve) => (this.end = resolve));
    const opened = new URL(url);
    this.req = request(
      { host: opened.hostname, port: opened.port, path: `${opened.pathname}${opened.search}`, headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        this.status = response.statusCode ?? 0;
        this.contentType = String(response.headers['content-type'] ?? '');
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let boundary;
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            const fields = new Map(
              block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
            );
            if (fields.has('id') && fields.has('data'))
              this.events.push({ id: Number(fields.get('id')), data: JSON.parse(fields.get('data')!), at: performance.now() });
          }
          for (const waiter of this.waiters) waiter();
        });
        response.on('close', () => this.end());
      },
    );
    this.req.on('error', () => this.end());
    this.req.end();
  }

  /** Resolves once an event passes the test (or rejects after `timeoutMs`). */
  waitFor(test: (event: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events.find(test);
        if (!found) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`No such event within ${timeoutMs} ms; got ${JSON.stringify(this.events.map((event) => event.data))}`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  /** Resolves once the response's head has come. */
  async opened(timeoutMs = 5000): Promise<void> {
    const start = Date.now();
    while (!this.status && Date.now() - start < timeoutMs) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  close(): void {
    this.req?.destroy();
  }
}

import { startTestServer, type TestServer } from '@evisa/test-support';
import { SMTPServer } from 'smtp-server';

export type Replica = TestServer;

/**
 * One API process, built from api/dist as in production, on a port and a DATA_DIR of its own and on `databaseUrl`,
 * shared with the other replicas; resolves once it answers.
 */
export function startReplica(databaseUrl: string, env: Record<string, string>): Promise<Replica> {
  return startTestServer('replica', { LOG_LEVEL: 'info', ...env }, { databaseUrl });
}

export interface ReceivedMail {
  to: string[];
  data: string;
}

/**
 * A real SMTP server (smtp-server) on a fixed loopback port, that can go down and come back on the same port;
 * it refuses every address starting with `unknown-` (550).
 */
export class TestMailServer {
  readonly received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | null = null;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A mailbox that does not exist: refused for good, as a real server does.
      onRcptTo: (address, _session, callback) => {
        if (!address.address.startsWith('unknown-')) return callback();
        callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map(({ address }) => address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
  }

  /** Stops answering (connections are refused) until started again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}

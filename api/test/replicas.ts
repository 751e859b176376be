import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const API = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Replica {
  baseUrl: string;
  process: ChildProcess;
  /** Everything it logged, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** One API process, built from api/dist as in production, on a port of its own; resolves once it listens. */
export function startReplica(env: Record<string, string>): Promise<Replica> {
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-replica-'));
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: API,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const port = /Ready: applicant site http:\/\/localhost:(\d+)\//.exec(log)?.[1];
      if (!port) return;
      child.stdout.off('data', read);
      child.stdout.on('data', (more: Buffer) => (log += more.toString()));
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        process: child,
        output: () => log,
        exited,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    void exited.then((code) => reject(new Error(`The replica exited (${code}) before it was ready:\n${log}`)));
  });
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

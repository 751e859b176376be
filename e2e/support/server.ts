import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '../..');
export const ADMIN = { email: 'staff-admin@e2e.example', password: 'e2e password 1234' };

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
  /** Sends the signal and resolves with the exit code once the server has stopped. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built product exactly as `npm start` runs it, and waits until /api/health answers. */
// Every journey's browser is one address (loopback), and the files run side by side: at the default per-address
// limits a whole suite's saves and uploads would be refused with 429. The limits themselves are tested in api/test.
const JOURNEY_RATE_LIMITS = Object.fromEntries(
  ['GENERAL', 'CREATE', 'VIEW', 'LOOKUP', 'CONTACT', 'UPLOAD', 'PAYMENT'].map((group) => [`RATE_LIMIT_${group}`, '100000']),
);

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/src/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...JOURNEY_RATE_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped during start-up:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become healthy in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

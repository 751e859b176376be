import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '../..');
const MAIN = join(REPO_ROOT, 'api/dist/src/main.js');

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the server has ended, however it was stopped. */
  exited: Promise<number | null>;
  /** Sends the signal and resolves with the exit code once the server has stopped. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Builds what changed since the last build, as `npm test` does first (scripts/prepare.mjs), so a suite run on its
 * own (`npx vitest run`) never tests a stale api/dist. Once per run, from a global setup: builds must not overlap.
 */
export function buildIfChanged(): void {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', "(await import('./scripts/prepare.mjs')).ensureBuilt()"], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed: the tests run against the built API (api/dist).');
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

/**
 * The built product started as `npm start` runs it (api/dist, so `npm run build` first), on a free loopback port
 * with `env` over the process's own, once /api/health answers: the console's and the browser journeys' server.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error('The tests run against the built API (api/dist): run "npm run build -w api" first.');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    // CHECK_RESPONSES: every answer checked against its declared body, so the generated types stay true.
    // PUBLIC_URL: e-mailed links and the PayPal emulator's links point where the tests reach the server.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', CHECK_RESPONSES: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped during start-up:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The server did not become healthy in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    process: child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const REPO_ROOT = join(import.meta.dirname, '../../..');
const MAIN = join(REPO_ROOT, 'api/dist/src/main.js');
export const ADMIN = { email: 'admin@console-tests.example', password: 'console tests admin password' };

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    admin: { email: string; password: string };
  }
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

async function waitHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API stopped during start-up:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The API did not become healthy in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The real API for the console's tests, as `npm start` runs it: the built server on a free port, with the
 * embedded database in a temporary folder, or DATABASE_URL when set (npm test gives this suite a database of
 * its own). Tests act as many clients through X-Forwarded-For, so sign-in limits stay per test.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(MAIN)) throw new Error('The console tests run against the built API: run "npm run build -w api" first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-admin-test-'));
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(baseUrl, child, () => output);
  } catch (error) {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('apiUrl', baseUrl);
  project.provide('admin', ADMIN);

  return async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

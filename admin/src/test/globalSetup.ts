import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startServer } from '@evisa/test-support';
import type { TestProject } from 'vitest/node';

export const ADMIN = { email: 'admin@console-tests.example', password: 'console tests admin password' };

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    admin: { email: string; password: string };
  }
}

/**
 * The real API for the console's tests, as `npm start` runs it: the built server on a free port, with the
 * embedded database in a temporary folder, or DATABASE_URL when set (npm test gives this suite a database of
 * its own). Tests act as many clients through X-Forwarded-For, so sign-in limits stay per test.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(REPO_ROOT, 'api/dist/src/main.js')))
    throw new Error('The console tests run against the built API: run "npm run build -w api" first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-admin-test-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'loopback',
    SMTP_URL: '',
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  project.provide('apiUrl', server.baseUrl);
  project.provide('admin', ADMIN);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

import { buildIfChanged, startTestServer } from '@evisa/test-support';
import type { TestProject } from 'vitest/node';

export const ADMIN = { email: 'admin@console-tests.example', password: 'console tests admin password' };

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    admin: { email: string; password: string };
  }
}

/**
 * The real API for the console's tests, as `npm start` runs it: the built server on a free port, on the embedded
 * database in a temporary folder, or DATABASE_URL when set (npm test gives this suite a database of its own). Tests
 * act as many clients through X-Forwarded-For, so sign-in limits stay per test.
 */
export default async function setup(project: TestProject) {
  buildIfChanged();
  const server = await startTestServer('admin-test', {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'loopback',
    SMTP_URL: '',
  });
  project.provide('apiUrl', server.baseUrl);
  project.provide('admin', ADMIN);

  return async () => {
    await server.stop();
  };
}

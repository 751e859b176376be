import { buildIfChanged, startTestServer } from '@evisa/test-support';
import type { TestProject } from 'vitest/node';
import { bootForContract } from '../src/contract/boot-for-contract.js';
import { ADMIN, TEST_SERVER_ENV } from './test-server-env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** Every route of the app's router, as `METHOD /path/:param` (src/contract/boot-for-contract.ts). */
    routes: string[];
  }
}

/**
 * One real server for the whole run, the built one as `npm start` runs it: on DATABASE_URL when set (CI, npm test
 * gives the suite a database of its own), else on an embedded PostgreSQL in a temporary folder. Tests talk to it
 * over HTTP, and to its database over a connection of their own.
 */
export default async function setup(project: TestProject) {
  buildIfChanged();
  // The router's routes (for the tests that cover each one) read while the server starts.
  const [started, booted] = await Promise.allSettled([
    startTestServer('api-test', { ...TEST_SERVER_ENV, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    bootForContract(),
  ]);
  if (booted.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    throw booted.reason;
  }
  if (started.status === 'rejected') throw started.reason;
  const server = started.value;
  const { routes } = booted.value;
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  project.provide('routes', routes);
  return async () => {
    await server.stop();
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// Every journey's browser is one address (loopback), and the files run side by side: at the default per-address
// limits a whole suite's saves and uploads would be refused with 429. The limits themselves are tested in api/test.
const JOURNEY_RATE_LIMITS = Object.fromEntries(['GENERAL', 'CREATE', 'VIEW', 'LOOKUP', 'CONTACT', 'UPLOAD', 'PAYMENT'].map((group) => [`RATE_LIMIT_${group}`, '100000']));

/** One server for the journeys: on DATABASE_URL when set, else on an embedded database in a temporary folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-e2e-'));
  const server = await startServer({ DATA_DIR: dataDir, ...JOURNEY_RATE_LIMITS });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createApp } from '../app.js';
import { createLogger } from '../common/logging.js';
import { routerRoutes } from '../common/router-routes.js';
import { loadConfig } from '../config/app-config.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { openApiDocument } from './open-api-document.js';

export interface ContractOfCode {
  document: OpenAPIObject;
  /** Every route of the app's Express router, as `METHOD /path/:param`: what it dispatches, whatever the docs say. */
  routes: string[];
}

/**
 * What the code declares and routes: the whole app is built (Nest documents only what it has instantiated) on a
 * throwaway embedded database with the default configuration, so the answer depends on the code alone and never on
 * the machine's environment. The built document goes to contract/; the tests compare it with the router.
 */
export async function bootForContract(): Promise<ContractOfCode> {
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-openapi-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  try {
    const app = await createApp(loadConfig({ DATA_DIR: dataDir }), { url: embedded.url, embedded: true }, createLogger('error'));
    try {
      return { document: openApiDocument(app), routes: routerRoutes(app) };
    } finally {
      await app.close();
    }
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

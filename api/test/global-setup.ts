import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApp } from '../src/app.js';
import { createLogger } from '../src/common/logging.js';
import { loadConfig } from '../src/config/app-config.js';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres.js';

export const ADMIN = { email: 'admin@test.example', password: 'correct horse battery staple' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** Every route of the running server's router, as `METHOD /path/:param`. */
    routes: string[];
  }
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** The routes Express dispatches to, read from its router (so a test can cover each one, whatever the docs say). */
function routesOf(server: { router: { stack: RouterLayer[] } }): string[] {
  return server.router.stack.flatMap(({ route }) =>
    route
      ? Object.keys(route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${route.path}`)
      : [],
  );
}

/**
 * One real server for the whole run: migrations applied to DATABASE_URL when set (CI), else to an embedded
 * PostgreSQL in a temporary folder. Tests talk to it over HTTP.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-api-test-'));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Tests act as many clients through X-Forwarded-For, as behind a reverse proxy.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    // Every answer checked against its declared body: the document and the generated types stay true.
    CHECK_RESPONSES: 'true',
    SMTP_URL: '',
  });
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(dataDir, 2);
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const app = await createApp(config, { url: databaseUrl, embedded: embedded !== null }, createLogger('warn'));
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('databaseUrl', databaseUrl);
  project.provide('routes', routesOf(app.getHttpAdapter().getInstance() as unknown as { router: { stack: RouterLayer[] } }));

  return async () => {
    await app.close();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

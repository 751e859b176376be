import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import type { Logger } from 'pino';
import { createApp } from '../src/app.js';
import { createLogger } from '../src/common/logging.js';
import { loadConfig } from '../src/config/app-config.js';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres.js';

export interface IsolatedServer {
  baseUrl: string;
  /** The Nest application, for tests that call a service as start-up does. */
  app: NestExpressApplication;
  /** Where the test can look at what the server stored (a second connection, beside the server's own). */
  databaseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A server of its own with a database of its own, for tests that need the whole database to themselves (only
 * two admins in it, say) while the other test files share the main server. On DATABASE_URL's server when set.
 */
export async function startIsolatedServer(
  admin: { email: string; password: string },
  env: Record<string, string> = {},
  logger: Logger = createLogger('warn'),
): Promise<IsolatedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-api-isolated-'));
  let databaseUrl: string;
  let drop = async () => {};
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  if (process.env.DATABASE_URL) {
    ({ url: databaseUrl, drop } = await newDatabase('isolated'));
  } else {
    embedded = await startEmbeddedPostgres(dataDir, 2);
    databaseUrl = embedded.url;
  }
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ? databaseUrl : '',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    // Every answer checked against its declared body: the document and the generated types stay true.
    CHECK_RESPONSES: 'true',
    SMTP_URL: '',
    ...env,
  });
  const app = await createApp(config, { url: databaseUrl, embedded: embedded !== null }, logger);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    databaseUrl,
    dataDir,
    async stop() {
      await app.close();
      await embedded?.stop();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on DATABASE_URL's server, `<name>_<purpose>_<random>`, dropped again by `drop`. */
export async function newDatabase(purpose: string): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(process.env.DATABASE_URL!);
  const name = `${url.pathname.slice(1) || 'evisa'}_${purpose}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

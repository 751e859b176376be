import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../api/src/database/embedded-postgres.js';
import { type RunningServer, startServer } from './server.js';

// PGlite is one session: the socket queues every connection's queries on it. The server keeps one (two while it
// migrates); each test file running at the same time opens its own beside it.
const EMBEDDED_CONNECTIONS = 16;

export interface TestServer extends RunningServer {
  /** The server's database, for a test's own connection beside the server's. */
  databaseUrl: string;
  dataDir: string;
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

export interface TestDatabase {
  /** A new database on DATABASE_URL's server, dropped on stop (a test that needs the whole database to itself). */
  ownDatabase?: boolean;
  /** This database, shared with other servers (replicas) and left as it is. */
  databaseUrl?: string;
}

/**
 * The built server (startServer) on a DATA_DIR of its own and a database the test can reach too, all removed by
 * stop(). With DATABASE_URL: that database, or the one `database` asks for. Without: the embedded PostgreSQL, run
 * here in the test process and given to the server as its DATABASE_URL, so a test can open a connection beside
 * the server's pool of one.
 */
export async function startTestServer(purpose: string, env: Record<string, string> = {}, database: TestDatabase = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `evisa-${purpose}-`));
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  let drop = async () => {};
  const cleanUp = async () => {
    await embedded?.stop();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    let databaseUrl = database.databaseUrl ?? process.env.DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(dataDir, EMBEDDED_CONNECTIONS);
      databaseUrl = embedded.url;
    } else if (database.ownDatabase) {
      ({ url: databaseUrl, drop } = await newDatabase(purpose.replace(/\W/g, '_')));
    }
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...(embedded ? { DATABASE_POOL_SIZE: '1' } : {}),
      ...env,
    });
    // Cleaned up however the server ends (a test may send the signal itself).
    const exited = server.exited.then(async (code) => {
      await cleanUp();
      return code;
    });
    return {
      ...server,
      databaseUrl,
      dataDir,
      exited,
      async stop(signal) {
        await server.stop(signal);
        return exited;
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

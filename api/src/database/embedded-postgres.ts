import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite persisted under `dataDir/pgdata` behind a PostgreSQL wire-protocol socket on loopback, so
 * TypeORM and node-postgres connect to it as to any server. PGlite has a single session: the app uses a pool of
 * one; tests open a second connection to look at what the API stored (the socket server queues their queries).
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections = 1): Promise<EmbeddedPostgres> {
  const folder = join(dataDir, 'pgdata');
  mkdirSync(folder, { recursive: true });
  const db = await PGlite.create(folder, {
    // pg_trgm indexes the staff search (migration ApplicationQueue); a real server ships it with PostgreSQL.
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers lives in this process's memory here (about 120 MB more resident
    // at start, measured); the data files stay in the operating system's page cache all the same.
    postgresqlconf: ['shared_buffers=32MB'],
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

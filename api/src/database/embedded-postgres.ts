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
  // pg_trgm indexes the staff search (migration ApplicationQueue); a real server ships it with PostgreSQL.
  const db = await PGlite.create(folder, { extensions: { pg_trgm } });
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

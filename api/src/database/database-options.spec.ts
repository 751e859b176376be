import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOptions } from './database-options.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';

let dataDir: string;
let embedded: EmbeddedPostgres;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'evisa-pool-'));
  embedded = await startEmbeddedPostgres(dataDir);
});
afterAll(async () => {
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database's pool", () => {
  it('forgets the statements a closed connection prepared in the one session that outlived it', async () => {
    const { extra } = databaseOptions(embedded.url, true, 10) as { extra: pg.PoolConfig };
    // The pool closes an idle connection sooner here than its default 10 s.
    const pool = new pg.Pool({ connectionString: embedded.url, ...extra, idleTimeoutMillis: 50 });
    const prepared = async () => (await pool.query<{ count: number }>('SELECT count(*)::int AS "count" FROM pg_prepared_statements')).rows[0].count;
    try {
      expect((await pool.query({ name: 'a-named-statement', text: 'SELECT $1::int + 1 AS "next"', values: [41] })).rows).toEqual([{ next: 42 }]);
      expect(await prepared()).toBe(1);
      // The connection closed when idle (the socket server then frees its one place); PGlite's session stays.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(pool.totalCount).toBe(0);
      expect(await prepared()).toBe(0);
    } finally {
      await pool.end();
    }
  });
});

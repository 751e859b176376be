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
  it('runs a named statement again on a new connection to the one session that outlived the last', async () => {
    const { extra } = databaseOptions(embedded.url, true, 10) as { extra: pg.PoolConfig };
    // The pool closes an idle connection sooner here than its default 10 s.
    const pool = new pg.Pool({ connectionString: embedded.url, ...extra, idleTimeoutMillis: 50 });
    const named = { name: 'a-named-statement', text: 'SELECT $1::int + 1 AS "next"', values: [41] };
    try {
      expect((await pool.query(named)).rows).toEqual([{ next: 42 }]);
      // The connection closed when idle (the socket server then frees its one place); PGlite's session keeps what it prepared.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(pool.totalCount).toBe(0);
      expect((await pool.query(named)).rows).toEqual([{ next: 42 }]);
    } finally {
      await pool.end();
    }
  });
});

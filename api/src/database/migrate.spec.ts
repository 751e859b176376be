import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newDatabase } from '@evisa/test-support';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';

// A database of its own: the migrations are undone to nothing and applied again. On DATABASE_URL's server when set.
let url: string;
let release: () => Promise<void>;
beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const database = await newDatabase('migrations');
    url = database.url;
    release = database.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'evisa-migrations-'));
    const embedded = await startEmbeddedPostgres(dataDir, 4);
    url = embedded.url;
    release = async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
});
afterAll(() => release?.());

/** The public schema's tables, columns and indexes, as text that compares whole. */
async function schemaOf(databaseUrl: string): Promise<{ tables: string[]; columns: string[]; indexes: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = async (sql: string) => (await client.query<{ line: string }>(sql)).rows.map(({ line }) => line);
    return {
      tables: await rows(`SELECT table_name AS line FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`),
      columns: await rows(
        `SELECT concat_ws(' ', table_name, column_name, data_type, is_nullable, column_default) AS line
         FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1`,
      ),
      indexes: await rows(`SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`),
    };
  } finally {
    await client.end();
  }
}

describe('the migrations', () => {
  it('are each undone by their down(), newest first, to an empty schema, and then build the same schema again', async () => {
    await migrate(url);
    const migrated = await schemaOf(url);
    expect(migrated.tables).toContain('applications');

    const dataSource = await new DataSource({ type: 'postgres', url, migrations, migrationsTransactionMode: 'each' }).initialize();
    try {
      for (const _ of migrations) await dataSource.undoLastMigration({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    expect((await schemaOf(url)).tables).toEqual(['migrations']);

    await migrate(url);
    expect(await schemaOf(url)).toEqual(migrated);
  });
});

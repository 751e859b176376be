import pg from 'pg';
import { afterAll, inject } from 'vitest';

// One connection per test file to the test server's database, opened on import and closed after the file's tests.
const client = new pg.Client({ connectionString: inject('databaseUrl') });
const connected = client.connect();
afterAll(() => client.end());

/** The test server's database, for what a client cannot see or set up over HTTP. */
export const db = {
  // Rows are read field by field in assertions, as pg's own query() types them by default.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async query<R extends pg.QueryResultRow = any>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    await connected;
    return client.query<R>(text, values);
  },

  /**
   * How many rows of `table` match `where`: a test's own rows, named by what it sent (other files write to the same
   * tables at the same time, so a count of the whole table proves nothing).
   */
  async count(table: string, where: string, parameters: unknown[] = []): Promise<number> {
    return (await this.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, parameters)).rows[0].n;
  },
};

import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { type EntityManager, type EntityTarget, QueryFailedError } from 'typeorm';

// A name per statement text, the same on every connection: pg prepares a named statement once per connection and
// refuses one name for two texts. The texts come from the code (values are parameters), so they are few.
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `planned-${names.size + 1}`));
  return name;
};

/**
 * Runs a statement PostgreSQL plans once per connection (a named prepared statement), in `manager`'s transaction
 * when it has one, else on the pool. TypeORM sends every statement unnamed, which PostgreSQL parses and plans on
 * each call: on the applicant's calls that planning cost the database more CPU than running them (issue 31,
 * bench/notes.md). A failure is TypeORM's QueryFailedError, as from manager.query (isUniqueViolation reads it).
 *
 * Name the columns a statement returns (`columnsOf`), never `*`: a prepared statement's result cannot change shape,
 * so a column added by a newer replica's migration would fail it until the connection closes.
 */
export async function plannedOnce<T extends QueryResultRow>(manager: EntityManager, text: string, values: unknown[]): Promise<T[]> {
  const query = { name: nameOf(text), text, values };
  try {
    const { rows } = manager.queryRunner
      ? await ((await manager.queryRunner.connect()) as PoolClient).query<T>(query)
      : await (manager.connection.driver as unknown as { master: Pool }).master.query<T>(query);
    return rows;
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
  }
}

/** An entity's columns as a SELECT list ("id", "sku_id", ...), each as `cast` gives it when named there. */
export function columnsOf(manager: EntityManager, entity: EntityTarget<object>, cast: Record<string, string> = {}): string {
  return manager.connection
    .getMetadata(entity)
    .columns.map(({ databaseName }) => (cast[databaseName] ? `${cast[databaseName]} AS "${databaseName}"` : `"${databaseName}"`))
    .join(', ');
}

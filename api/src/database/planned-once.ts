import { randomBytes } from 'node:crypto';
import type { ClientBase, Pool, QueryResultRow } from 'pg';
import { type EntityManager, type EntityMetadata, QueryFailedError } from 'typeorm';

// A number per statement text: the texts come from the code (values are parameters), so they are few.
const numbers = new Map<string, number>();
// A random tag per connection in every name: pg prepares a name once per connection and refuses one name for two
// texts, and a session shared by several connections (the tests' embedded PGlite, a statement-pooling proxy) must
// never run one connection's statement for another's, nor find a name a closed connection left.
const tags = new WeakMap<ClientBase, string>();

function nameOf(client: ClientBase, text: string): string {
  let tag = tags.get(client);
  if (!tag) tags.set(client, (tag = randomBytes(4).toString('hex')));
  let number = numbers.get(text);
  if (number === undefined) numbers.set(text, (number = numbers.size + 1));
  return `planned-${tag}-${number}`;
}

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
  const run = async (client: ClientBase) => (await client.query<T>({ name: nameOf(client, text), text, values })).rows;
  try {
    if (manager.queryRunner) return await run((await manager.queryRunner.connect()) as ClientBase);
    const client = await (manager.connection.driver as unknown as { master: Pool }).master.connect();
    // As pg's pool.query: a connection that breaks while this has it is heard here (unheard, its error event would
    // end the process), and a failed one is released as broken, for the pool to close.
    let failure: Error | undefined;
    const broken = (error: Error) => (failure ??= error);
    client.on('error', broken);
    try {
      return await run(client);
    } catch (error) {
      failure ??= error as Error;
      throw error;
    } finally {
      client.removeListener('error', broken);
      client.release(failure);
    }
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
  }
}

/**
 * An entity's columns as a SELECT list ("id", "sku_id", ...), each as `cast` gives it when named there; with `only`,
 * those columns alone. Build a statement with it once, not per call: the columns do not change while the process runs.
 */
export function columnsOf(metadata: EntityMetadata, cast: Record<string, string> = {}, only?: readonly string[]): string {
  return metadata.columns
    .filter(({ databaseName }) => !only || only.includes(databaseName))
    .map(({ databaseName }) => (cast[databaseName] ? `${cast[databaseName]} AS "${databaseName}"` : `"${databaseName}"`))
    .join(', ');
}

/**
 * Parameters for an `INSERT ... SELECT`, each cast to its column's type ("$4::jsonb"): PostgreSQL infers a
 * parameter's type from the target column only in `INSERT ... VALUES`, and takes it as text elsewhere.
 */
export function typedParameters(metadata: EntityMetadata, columns: readonly string[], first: number): string[] {
  return columns.map((name, index) => {
    const column = metadata.findColumnWithDatabaseName(name);
    if (!column) throw new Error(`${metadata.tableName} has no column ${name}`);
    return `$${first + index}::${metadata.connection.driver.normalizeType(column)}`;
  });
}

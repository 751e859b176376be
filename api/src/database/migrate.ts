import { DataSource } from 'typeorm';
import { migrations } from './migrations/index.js';

// One key for the whole product's start-up work, in PostgreSQL's advisory-lock space.
export const START_UP_LOCK = 7_311_400_014;

/**
 * Applies the migrations not yet recorded to a PostgreSQL server, once however many replicas start at the same
 * moment: each takes the same advisory lock first, so the others wait and then find nothing left to do. (The
 * embedded database serves one process over one connection: TypeORM applies its migrations as it connects.)
 */
export async function migrate(url: string): Promise<void> {
  const dataSource = new DataSource({ type: 'postgres', url, migrations, migrationsTransactionMode: 'each', extra: { max: 2 } });
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK]);
    await dataSource.runMigrations();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => undefined);
    await lock.release();
    await dataSource.destroy();
  }
}

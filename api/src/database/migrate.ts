import { DataSource } from 'typeorm';
import { migrations } from './migrations/index.js';

// One key for the whole product's start-up work, in PostgreSQL's advisory-lock space.
export const START_UP_LOCK = 7_311_400_014;

/**
 * Applies the migrations not yet recorded, once however many replicas start at the same moment: each takes the
 * same advisory lock first, so the others wait and then find nothing left to do. (The embedded database serves
 * one process and one session: no lock is needed, nor could a second connection take it.)
 */
export async function migrate(url: string, embedded: boolean): Promise<void> {
  const dataSource = new DataSource({ type: 'postgres', url, migrations, migrationsTransactionMode: 'each', extra: { max: embedded ? 1 : 2 } });
  await dataSource.initialize();
  try {
    if (embedded) {
      await dataSource.runMigrations();
      return;
    }
    const lock = dataSource.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK]);
      await dataSource.runMigrations();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => undefined);
      await lock.release();
    }
  } finally {
    await dataSource.destroy();
  }
}

import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import type { ClientBase } from 'pg';
import { migrations } from './migrations/index.js';

/**
 * PGlite's one session outlives a connection to it: the named statements a closed connection prepared
 * (planned-once.ts) would stay in it, never used again, one set per reconnection of the pool's one connection.
 */
const forgetPreparedStatements = (client: ClientBase) => client.query('DEALLOCATE ALL');

/**
 * TypeORM settings: schema changes by migrations only, never synchronize. A server's are applied before start-up
 * under a lock (migrate.ts); the embedded database's as TypeORM connects (one process, one connection).
 */
export function databaseOptions(url: string, embedded: boolean, poolSize: number): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url,
    autoLoadEntities: true,
    synchronize: false,
    migrations,
    migrationsRun: embedded,
    migrationsTransactionMode: 'each',
    // PGlite serves one session; a real server gets DATABASE_POOL_SIZE connections.
    extra: embedded ? { max: 1, onConnect: forgetPreparedStatements } : { max: poolSize },
    retryAttempts: embedded ? 0 : 3,
  };
}

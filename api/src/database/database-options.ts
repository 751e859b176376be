import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { migrations } from './migrations/index.js';

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
    extra: { max: embedded ? 1 : poolSize },
    retryAttempts: embedded ? 0 : 3,
  };
}

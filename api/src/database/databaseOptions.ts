import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { migrations } from './migrations/index.js';

/** TypeORM settings: schema changes by migrations only, applied at start-up; never synchronize. */
export function databaseOptions(url: string, embedded: boolean): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url,
    autoLoadEntities: true,
    synchronize: false,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    // PGlite serves one session; a real server gets a small pool.
    extra: { max: embedded ? 1 : 10 },
    retryAttempts: embedded ? 0 : 3,
  };
}

import type { TypeOrmModuleOptions } from '@nestjs/typeorm';

/** TypeORM settings: schema changes by migrations only, applied before start-up (see migrate.ts); never synchronize. */
export function databaseOptions(url: string, embedded: boolean): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url,
    autoLoadEntities: true,
    synchronize: false,
    migrationsRun: false,
    // PGlite serves one session; a real server gets a small pool.
    extra: { max: embedded ? 1 : 10 },
    retryAttempts: embedded ? 0 : 3,
  };
}

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/app-config.js';
import { databaseOptions } from '../src/database/database-options.js';

const pool = (options: ReturnType<typeof databaseOptions>) => (options as { extra: { max: number } }).extra.max;

describe('DATABASE_POOL_SIZE', () => {
  it('gives a PostgreSQL server ten connections by default, or the number set', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
    expect(pool(databaseOptions('postgres://db.example/evisa', false, 3))).toBe(3);
  });

  it('keeps the embedded database to one connection, its single session, whatever is set', () => {
    expect(pool(databaseOptions('postgres://127.0.0.1:5433/postgres', true, 10))).toBe(1);
  });

  it('refuses a value that is not a whole number from 1 to 1000', () => {
    for (const value of ['0', '1001', '2.5', 'ten']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value }), value).toThrow(ConfigError);
    }
  });
});

import { randomBytes } from 'node:crypto';
import type { ThrottlerStorage } from '@nestjs/throttler';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PostgresThrottlerStorage } from '../src/rate-limits/postgresThrottlerStorage.js';
import { RedisThrottlerStorage } from '../src/rate-limits/redisThrottlerStorage.js';

const db = new pg.Client({ connectionString: inject('databaseUrl') });
const redisUrl = process.env.REDIS_URL;
const redis: RedisThrottlerStorage[] = [];

beforeAll(() => db.connect());
afterAll(async () => {
  await db.end();
  await Promise.all(redis.map((storage) => storage.close()));
});

const drivers: [string, () => ThrottlerStorage][] = [
  ['PostgreSQL', () => new PostgresThrottlerStorage({ query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows })],
];
// Redis is optional for the product; CI (.ci/run) provides one and sets REDIS_URL.
if (redisUrl) {
  drivers.push(['Redis', () => {
    const storage = new RedisThrottlerStorage(redisUrl);
    redis.push(storage);
    return storage;
  }]);
}

describe.each(drivers)('rate-limit counters in %s', (_name, driver) => {
  it('counts every hit from two replicas together and blocks past the limit', async () => {
    const replicas = [driver(), driver()];
    const key = randomBytes(8).toString('hex');
    const records = await Promise.all(Array.from({ length: 10 }, (_, i) => replicas[i % 2].increment(key, 60_000, 6, 30_000, 'login')));
    const blocked = records.filter((record) => record.isBlocked);
    expect(records.filter((record) => !record.isBlocked)).toHaveLength(6);
    expect(blocked).toHaveLength(4);
    for (const record of blocked) expect(record.timeToBlockExpire).toBeGreaterThan(25);
    expect(Math.max(...records.map((record) => record.timeToExpire))).toBeLessThanOrEqual(60);
  });

  it('keeps the counters of other clients and other throttlers apart', async () => {
    const storage = driver();
    const key = randomBytes(8).toString('hex');
    expect((await storage.increment(key, 60_000, 1, 60_000, 'create')).isBlocked).toBe(false);
    expect((await storage.increment(key, 60_000, 1, 60_000, 'create')).isBlocked).toBe(true);
    expect((await storage.increment(key, 60_000, 1, 60_000, 'view')).isBlocked).toBe(false);
    expect((await storage.increment(`${key}-other`, 60_000, 1, 60_000, 'create')).isBlocked).toBe(false);
  });
});

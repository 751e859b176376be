import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { BatchedThrottlerStorage, type SharedCounters } from '../src/rate-limits/batched-throttler-storage.js';
import { RateLimitsRepository } from '../src/rate-limits/rate-limits.repository.js';
import { RedisCounters } from '../src/rate-limits/redis-counters.js';

const db = new pg.Client({ connectionString: inject('databaseUrl') });
const redisUrl = process.env.REDIS_URL;
const redis: RedisCounters[] = [];
const replicas: BatchedThrottlerStorage[] = [];

beforeAll(() => db.connect());
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await db.end();
  await Promise.all(redis.map((counters) => counters.close()));
});

const drivers: [string, () => SharedCounters][] = [
  ['PostgreSQL', () => new RateLimitsRepository({ query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows })],
];
// Redis is optional for the product; CI (.ci/run) provides one and sets REDIS_URL.
if (redisUrl) {
  drivers.push([
    'Redis',
    () => {
      const counters = new RedisCounters(redisUrl);
      redis.push(counters);
      return counters;
    },
  ]);
}

// The ticks never come during a test: each one flushes by hand, at the moments it names.
const NO_TICK_MS = 3_600_000;
const MINUTE = 60_000;

describe.each(drivers)('rate-limit counters in %s', (_name, driver) => {
  const replica = () => {
    const storage = new BatchedThrottlerStorage(driver(), NO_TICK_MS);
    replicas.push(storage);
    return storage;
  };
  const hits = (storage: BatchedThrottlerStorage, key: string, count: number, limit = 6) =>
    Promise.all(Array.from({ length: count }, () => storage.increment(key, MINUTE, limit, 30_000, 'login')));
  const admitted = (records: { isBlocked: boolean }[]) => records.filter((record) => !record.isBlocked).length;

  it('counts every hit of one replica at once, flushed or not, and blocks past the limit', async () => {
    const storage = replica();
    const key = randomBytes(8).toString('hex');
    const records = await hits(storage, key, 10);
    expect(admitted(records)).toBe(6);
    for (const record of records.filter((record) => record.isBlocked)) expect(record.timeToBlockExpire).toBeGreaterThan(25);
    expect(Math.max(...records.map((record) => record.timeToExpire))).toBeLessThanOrEqual(60);
    await storage.flush();
    expect((await storage.increment(key, MINUTE, 6, 30_000, 'login')).isBlocked).toBe(true);
  });

  it("decides with the other replica's hits once its flush has brought them", async () => {
    const [a, b] = [replica(), replica()];
    const key = randomBytes(8).toString('hex');
    expect(admitted(await hits(a, key, 3))).toBe(3);
    await a.flush();
    expect(admitted(await hits(b, key, 3))).toBe(3);
    await b.flush();
    // b itself saw 3 hits of 6 allowed, yet refuses: its flush answered the 6 of both replicas.
    const refused = await b.increment(key, MINUTE, 6, 30_000, 'login');
    expect(refused).toMatchObject({ isBlocked: true, totalHits: 7 });
    expect(refused.timeToBlockExpire).toBeGreaterThan(25);
    await b.flush();
    // a last heard 3: until its next flush it may pass up to the limit by its own count, one tick of its traffic
    // (README 'Rate limits'); that flush then blocks it too.
    expect(admitted(await hits(a, key, 4))).toBe(3);
    await a.flush();
    expect(admitted(await hits(a, key, 3))).toBe(0);
    expect(admitted(await hits(b, key, 3))).toBe(0);
  });

  it('admits at most one tick of each replica beyond the limit, then refuses on both', async () => {
    const [a, b] = [replica(), replica()];
    const key = randomBytes(8).toString('hex');
    // Both replicas are hit within one tick: each counts its own hits against the limit and knows nothing else yet.
    const first = [...(await hits(a, key, 10)), ...(await hits(b, key, 10))];
    expect(admitted(first)).toBe(12);
    await Promise.all([a.flush(), b.flush()]);
    await Promise.all([a.flush(), b.flush()]);
    expect(admitted([...(await hits(a, key, 5)), ...(await hits(b, key, 5))])).toBe(0);
  });

  it('flushes the last hits when a replica stops (SIGTERM drain)', async () => {
    const [a, b] = [replica(), replica()];
    const key = randomBytes(8).toString('hex');
    expect(admitted(await hits(a, key, 6))).toBe(6);
    await a.stop();
    await hits(b, key, 1);
    await b.flush();
    expect(await b.increment(key, MINUTE, 6, 30_000, 'login')).toMatchObject({ isBlocked: true, totalHits: 7 });
  });

  it('keeps the counters of other clients and other throttlers apart', async () => {
    const storage = replica();
    const key = randomBytes(8).toString('hex');
    expect((await storage.increment(key, MINUTE, 1, MINUTE, 'create')).isBlocked).toBe(false);
    expect((await storage.increment(key, MINUTE, 1, MINUTE, 'create')).isBlocked).toBe(true);
    expect((await storage.increment(key, MINUTE, 1, MINUTE, 'view')).isBlocked).toBe(false);
    expect((await storage.increment(`${key}-other`, MINUTE, 1, MINUTE, 'create')).isBlocked).toBe(false);
    await storage.flush();
    const other = replica();
    await other.increment(key, MINUTE, 1, MINUTE, 'view');
    await other.flush();
    // The shared 'view' counter holds one hit of each replica, past its limit of 1; 'create' is blocked for both.
    expect(await other.increment(key, MINUTE, 1, MINUTE, 'view')).toMatchObject({ isBlocked: true, totalHits: 2 });
    await other.increment(key, MINUTE, 1, MINUTE, 'create');
    await other.flush();
    expect((await other.increment(key, MINUTE, 1, MINUTE, 'create')).isBlocked).toBe(true);
  });

  it('forgets a client quiet for 2 s at most half-way to its limit, and learns its total again at the next flush', async () => {
    const storage = replica();
    const [halfWay, pastHalf, other] = ['half', 'past', 'other'].map((name) => `${name}-${randomBytes(8).toString('hex')}`);
    await hits(storage, halfWay, 3);
    await hits(storage, pastHalf, 4);
    await storage.flush();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_500 });
    try {
      // A flush (here of another client's hit) is when a replica drops what it need not remember.
      await hits(storage, other, 1);
      await storage.flush();
      expect(await storage.increment(halfWay, MINUTE, 6, 30_000, 'login')).toMatchObject({ totalHits: 1 });
      expect(await storage.increment(pastHalf, MINUTE, 6, 30_000, 'login')).toMatchObject({ totalHits: 5 });
      await storage.flush();
      expect(await storage.increment(halfWay, MINUTE, 6, 30_000, 'login')).toMatchObject({ totalHits: 5, isBlocked: false });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('rate-limit counters out of reach', () => {
  it('keeps the hits of a flush that failed, still counting them, and sends them with the next flush', async () => {
    const closed = new pg.Client({ connectionString: inject('databaseUrl') });
    await closed.connect();
    await closed.end();
    const live = new RateLimitsRepository({ query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows });
    let counters = new RateLimitsRepository({ query: async (sql: string, params?: unknown[]) => (await closed.query(sql, params)).rows });
    const storage = new BatchedThrottlerStorage({ add: (batch) => counters.add(batch) }, NO_TICK_MS);
    replicas.push(storage);
    const key = randomBytes(8).toString('hex');
    const hit = () => storage.increment(key, MINUTE, 6, 30_000, 'login');
    for (let i = 0; i < 4; i += 1) expect((await hit()).isBlocked).toBe(false);
    await storage.flush();
    // The database is out of reach: the 4 hits stay counted here, and the limit holds on this replica's own count.
    expect((await hit()).isBlocked).toBe(false);
    expect((await hit()).isBlocked).toBe(false);
    expect((await hit()).isBlocked).toBe(true);
    counters = live;
    await storage.flush();
    const other = new BatchedThrottlerStorage(live, NO_TICK_MS);
    replicas.push(other);
    await other.increment(key, MINUTE, 6, 30_000, 'login');
    await other.flush();
    // All 7 arrived: the other replica is refused at once.
    expect(await other.increment(key, MINUTE, 6, 30_000, 'login')).toMatchObject({ isBlocked: true, totalHits: 7 });
  });
});

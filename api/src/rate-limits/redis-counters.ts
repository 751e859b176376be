import type { Redis } from 'ioredis';
import { redisClient } from '../common/redis-client.js';
import type { CounterHits, SharedCount, SharedCounters } from './batched-throttler-storage.js';

// Atomic on the Redis server for one counter: add its hits in a window that expires by itself, block past the limit.
const ADD = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then
  return { tonumber(redis.call('GET', KEYS[1]) or ARGV[2]), math.max(redis.call('PTTL', KEYS[1]), 0), blocked }
end
local hits = redis.call('INCRBY', KEYS[1], ARGV[4])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local expires = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return { hits, expires, tonumber(ARGV[3]) }
end
return { hits, expires, 0 }`;

type CountingRedis = Redis & {
  addHits(counter: string, blocked: string, ttl: number, limit: number, block: number, hits: number): Promise<number[]>;
};

/** Counters in Redis (REDIS_URL), shared by every replica: a batch is one pipeline, one round trip. */
export class RedisCounters implements SharedCounters {
  private readonly redis: CountingRedis;

  constructor(url: string) {
    this.redis = redisClient(url, { keyPrefix: 'evisa:rate-limit:', maxRetriesPerRequest: 2 }) as CountingRedis;
    this.redis.defineCommand('addHits', { numberOfKeys: 2, lua: ADD });
  }

  async add(batch: CounterHits[]): Promise<SharedCount[]> {
    const pipeline = this.redis.pipeline() as unknown as { addHits(...args: unknown[]): void; exec(): Promise<[Error | null, unknown][] | null> };
    for (const { key, hits, ttlMs, limit, blockMs } of batch) pipeline.addHits(key, `${key}:blocked`, ttlMs, limit, blockMs, hits);
    const replies = (await pipeline.exec()) ?? [];
    return replies.map(([error, reply]) => {
      if (error) throw error;
      const [hits, expiresMs, blockedMs] = reply as [number, number, number];
      return { hits, expiresInMs: expiresMs, blockedForMs: blockedMs };
    });
  }

  async check(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

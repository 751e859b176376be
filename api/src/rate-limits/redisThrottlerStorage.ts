import type { ThrottlerStorage } from '@nestjs/throttler';
import { Redis } from 'ioredis';

// One round trip, atomic on the Redis server: count the hit in a window that expires by itself, block past the limit.
const INCREMENT = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then
  return { tonumber(redis.call('GET', KEYS[1]) or ARGV[2]), math.max(redis.call('PTTL', KEYS[1]), 0), blocked }
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local expires = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return { hits, expires, tonumber(ARGV[3]) }
end
return { hits, expires, 0 }`;

/** Counters in Redis (REDIS_URL), shared by every replica. */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { keyPrefix: 'evisa:rate-limit:', maxRetriesPerRequest: 2 });
    this.redis.defineCommand('countHit', { numberOfKeys: 2, lua: INCREMENT });
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): ReturnType<ThrottlerStorage['increment']> {
    const counter = `${throttlerName}:${key}`;
    const [hits, expiresMs, blockedMs] = (await (this.redis as unknown as { countHit(...args: unknown[]): Promise<number[]> }).countHit(
      counter,
      `${counter}:blocked`,
      ttl,
      limit,
      blockDuration,
    )) as [number, number, number];
    return { totalHits: hits, timeToExpire: Math.ceil(expiresMs / 1000), isBlocked: blockedMs > 0, timeToBlockExpire: Math.ceil(blockedMs / 1000) };
  }

  async check(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

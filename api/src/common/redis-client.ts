import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';

const require = createRequire(import.meta.url);

/** A client of the Redis server at `url`: ioredis (about 2 MB of heap) is loaded only where REDIS_URL is set. */
export function redisClient(url: string, options: RedisOptions = {}): Redis {
  const { Redis: Client } = require('ioredis') as typeof import('ioredis');
  return new Client(url, options);
}

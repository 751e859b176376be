import { type BeforeApplicationShutdown, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BatchedThrottlerStorage } from './batched-throttler-storage.js';
import { RateLimitsRepository } from './rate-limits.repository.js';
import { RedisCounters } from './redis-counters.js';

/** The rate-limit counters every replica shares: in Redis when REDIS_URL is set, else in PostgreSQL; flushed each tick. */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly redis?: RedisCounters;
  private readonly storage: BatchedThrottlerStorage;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectDataSource() dataSource: DataSource) {
    if (config.redisUrl) this.redis = new RedisCounters(config.redisUrl);
    this.storage = new BatchedThrottlerStorage(this.redis ?? new RateLimitsRepository(dataSource), config.rateLimitFlushMs);
    new Logger('RateLimits').log(
      `Rate-limit counters kept in ${config.redisUrl ? 'Redis' : 'PostgreSQL'}, flushed every ${config.rateLimitFlushMs} ms`,
    );
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): ReturnType<ThrottlerStorage['increment']> {
    return this.storage.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  // Before the database connections close (TypeORM closes them on application shutdown): the last hits count too.
  async beforeApplicationShutdown(): Promise<void> {
    await this.storage.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.close();
  }
}

@Module({ providers: [SharedThrottlerStorage], exports: [SharedThrottlerStorage] })
export class RateLimitsModule {}

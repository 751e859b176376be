import { Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/appConfig.js';
import { PostgresThrottlerStorage } from './postgresThrottlerStorage.js';
import { RedisThrottlerStorage } from './redisThrottlerStorage.js';

/** The rate-limit counters every replica shares: in Redis when REDIS_URL is set, else in PostgreSQL. */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly storage: PostgresThrottlerStorage | RedisThrottlerStorage;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectDataSource() dataSource: DataSource) {
    this.storage = config.redisUrl ? new RedisThrottlerStorage(config.redisUrl) : new PostgresThrottlerStorage(dataSource);
    new Logger('RateLimits').log(`Rate-limit counters kept in ${config.redisUrl ? 'Redis' : 'PostgreSQL'}`);
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): ReturnType<ThrottlerStorage['increment']> {
    return this.storage.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.storage instanceof RedisThrottlerStorage) await this.storage.close();
  }
}

@Module({ providers: [SharedThrottlerStorage], exports: [SharedThrottlerStorage] })
export class RateLimitsModule {}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { redisClient } from '../common/redis-client.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveHelpNotificationsRepository } from './live-help-notifications.repository.js';

/** A new message: ids only, readers fetch the row (no text crosses the bus). */
export interface LiveHelpEvent {
  conversationId: string;
  messageId: number;
}

const CHANNEL = 'live_help';

/** How the replicas hear each other: PostgreSQL LISTEN/NOTIFY, Redis pub/sub, or nothing (one process). */
interface Transport {
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

class RedisTransport implements Transport {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(url: string, receive: (payload: string) => void, reconnected: () => void) {
    this.publisher = redisClient(url, { maxRetriesPerRequest: 2 });
    this.subscriber = redisClient(url);
    let subscribedOnce = false;
    this.subscriber.on('ready', () => {
      if (subscribedOnce) reconnected();
      subscribedOnce = true;
    });
    void this.subscriber.subscribe(`evisa:${CHANNEL}`).catch(() => undefined);
    this.subscriber.on('message', (_channel: string, payload: string) => receive(payload));
  }

  async send(payload: string): Promise<void> {
    await this.publisher.publish(`evisa:${CHANNEL}`, payload);
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher.quit().catch(() => undefined), this.subscriber.quit().catch(() => undefined)]);
  }
}

/**
 * Fans a new message out to every replica's open streams. This replica's own streams hear it at once, in process;
 * the others through Redis pub/sub (REDIS_URL) or PostgreSQL LISTEN/NOTIFY (DATABASE_URL). The embedded database is
 * one process with one session, so there nothing else needs telling. A lost notification is not a lost message:
 * the streams also sweep for what they missed (LiveHelpStreams).
 */
@Injectable()
export class LiveHelpBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('LiveHelp');
  private readonly origin = randomUUID();
  private readonly listeners = new Set<(event: LiveHelpEvent | 'resync') => void>();
  private transport: Transport | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    const receive = (payload: string) => {
      const [origin, conversationId, messageId] = payload.split(' ');
      if (origin !== this.origin && conversationId && Number(messageId) > 0) this.emit({ conversationId, messageId: Number(messageId) });
    };
    const resync = () => this.emit('resync');
    if (this.config.redisUrl) this.transport = new RedisTransport(this.config.redisUrl, receive, resync);
    else if (this.config.databaseUrl)
      this.transport = new LiveHelpNotificationsRepository(this.config.databaseUrl, CHANNEL, receive, resync, this.logger);
    this.logger.log(
      `Live help fans out through ${this.config.redisUrl ? 'Redis pub/sub' : this.config.databaseUrl ? 'PostgreSQL LISTEN/NOTIFY' : 'this process (embedded database)'}`,
    );
  }

  /** Tells this replica's streams now and the others through the transport (after the message's commit). */
  async publish(event: LiveHelpEvent): Promise<void> {
    this.emit(event);
    await this.transport?.send(`${this.origin} ${event.conversationId} ${event.messageId}`).catch(() => undefined);
  }

  /** Each event, or 'resync' after the transport was lost and came back. */
  subscribe(listener: (event: LiveHelpEvent | 'resync') => void): void {
    this.listeners.add(listener);
  }

  private emit(event: LiveHelpEvent | 'resync'): void {
    for (const listener of this.listeners) listener(event);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport?.close();
  }
}

import type { Logger } from '@nestjs/common';
import pg from 'pg';

const RECONNECT_MS = 1000;

/**
 * How live help's replicas hear each other through PostgreSQL: LISTEN/NOTIFY on `channel`, on a connection of its
 * own, opened again after a loss (the streams then catch up by a sweep).
 */
export class LiveHelpNotificationsRepository {
  private client: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly receive: (payload: string) => void,
    private readonly reconnected: () => void,
    private readonly logger: Logger,
  ) {
    void this.connect(false);
  }

  private async connect(again: boolean): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload) this.receive(message.payload);
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.client === client) this.client = null;
      if (!this.closed) setTimeout(() => void this.connect(true), RECONNECT_MS).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.client = client;
      if (again) this.reconnected();
    } catch (error) {
      this.logger.warn(`Live help cannot listen on PostgreSQL (${(error as Error).message}); trying again`);
      await client.end().catch(() => undefined);
    }
  }

  async send(payload: string): Promise<void> {
    await this.client?.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }
}

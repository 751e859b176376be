import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/appConfig.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues mail in the outbox, in the caller's transaction: the message exists exactly when the change that causes
 * it was saved, and the request never waits for SMTP. The mail worker sends it (with SMTP_URL); without a mail
 * server it is kept for staff to read.
 */
@Injectable()
export class MailService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async queue(manager: EntityManager, mail: Mail): Promise<void> {
    const queued = this.config.smtpUrl !== undefined;
    // Plain SQL: create-application queues one on every call, and TypeORM's insert builder cost more than the statement.
    await manager.query(
      `INSERT INTO "outbox" ("to", "subject", "text", "status", "next_attempt_at") VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END)`,
      [mail.to, mail.subject, mail.text, queued ? 'PENDING' : 'STORED', queued],
    );
  }
}

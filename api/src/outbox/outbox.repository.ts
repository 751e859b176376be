import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { MailAttachmentRef } from './mail-attachments.js';
import type { MailMessage } from './templates/mail-message.js';

/** A message taken for sending. */
export interface Claimed {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Null for a message queued before templates: sent as text alone. */
  message: MailMessage | null;
  attachments: MailAttachmentRef[];
  attempts: number;
}

/** The SQL of the outbox (the mail queue); `manager`: the caller's transaction. */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A new message, PENDING when `queued` (sent from now on) else STORED. Plain SQL: create-application queues one on
   * every call, and TypeORM's insert builder cost more than the statement.
   */
  async insert(
    manager: EntityManager,
    mail: { to: string; subject: string; text: string; message: string; attachments: string },
    queued: boolean,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "outbox" ("to", "subject", "text", "message", "attachments", "status", "next_attempt_at")
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END)`,
      [mail.to, mail.subject, mail.text, mail.message, mail.attachments, queued ? 'PENDING' : 'STORED', queued],
    );
  }

  /** Takes up to `batch` messages due, leased for `leaseSeconds` (another replica skips them meanwhile). */
  async claim(batch: number, leaseSeconds: number): Promise<Claimed[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE "outbox" SET "attempts" = "attempts" + 1, "last_attempt_at" = now(), "next_attempt_at" = now() + make_interval(secs => $2)
       WHERE "id" IN (
         SELECT "id" FROM "outbox" WHERE "status" = 'PENDING' AND "next_attempt_at" <= now()
         ORDER BY "next_attempt_at" LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING "id", "to", "subject", "text", "message", "attachments", "attempts"`,
      [batch, leaseSeconds],
    )) as [Claimed[], number];
    return rows;
  }

  /** A message not sent: tried again in `wait` seconds, or (`wait` null) given up, FAILED. */
  async notSent(id: string, error: string, wait: number | null): Promise<void> {
    // A message given up has no next attempt (make_interval of NULL is NULL).
    await this.dataSource.query(
      `UPDATE "outbox" SET "status" = $2, "error" = $3, "next_attempt_at" = now() + make_interval(secs => $4) WHERE "id" = $1`,
      [id, wait === null ? 'FAILED' : 'PENDING', error, wait],
    );
  }

  async sent(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "outbox" SET "status" = 'SENT', "error" = NULL, "sent_at" = now(), "next_attempt_at" = NULL WHERE "id" = $1`,
      [id],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { escapeLike } from '../common/escape-like.js';
import { plannedOnce, typedParameters } from '../database/planned-once.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import { OutboxMessage } from './outbox-message.entity.js';
import type { OutboxListQuery } from './outbox.schemas.js';
import type { MailAttachmentRef } from './mail-attachments.js';
import type { MailMessage } from './templates/mail-message.js';

/** A message to queue: PENDING when `queued` (sent from now on), else STORED for staff to read. */
export interface NewMail {
  to: string;
  subject: string;
  text: string;
  /** The template's message, as JSON. */
  message: string;
  /** MailAttachmentRef[], as JSON. */
  attachments: string;
  queued: boolean;
}

// The columns a new message sets; next_attempt_at follows, now when it is queued.
const NEW_MAIL_COLUMNS = ['to', 'subject', 'text', 'message', 'attachments', 'status'] as const;

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

  /** insertSql()'s statements, by where their parameters start and what they select from: a few, built once each. */
  private readonly insertStatements = new Map<string, string>();

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A page of the outbox, as staff filter and sort it, and the total. */
  async list(query: ListQueryOf<typeof OutboxListQuery>): Promise<{ rows: OutboxMessage[]; total: number }> {
    const builder = this.dataSource.createQueryBuilder(OutboxMessage, 'mail');
    const { q, id, status } = query.filter;
    if (q?.trim()) {
      builder.andWhere('(mail."to" ILIKE :q OR mail.subject ILIKE :q)', { q: `%${escapeLike(q.trim())}%` });
    }
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'mail.id::text IN (:...ids)' : 'false', { ids });
    if (status) builder.andWhere('mail.status = :status', { status });
    builder.orderBy(`mail."${query.sort}"`, query.order).addOrderBy('mail.id', query.order).skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }

  find(id: string): Promise<OutboxMessage | null> {
    return this.dataSource.manager.findOneBy(OutboxMessage, { id });
  }

  /** A message, its row locked until the transaction ends. */
  lock(manager: EntityManager, id: string): Promise<OutboxMessage | null> {
    return manager.findOne(OutboxMessage, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Queues a message again, with a fresh count of attempts: the message as it is then. */
  async queueAgain(manager: EntityManager, id: string): Promise<OutboxMessage> {
    await manager.update(OutboxMessage, { id }, { status: 'PENDING', attempts: 0, next_attempt_at: () => 'now()' });
    return manager.findOneByOrFail(OutboxMessage, { id });
  }

  /**
   * A new message, PENDING when `queued` (sent from now on) else STORED. Plain SQL: create-application queues one on
   * every call, and TypeORM's insert builder cost more than the statement.
   */
  async insert(manager: EntityManager, mail: NewMail): Promise<void> {
    await plannedOnce(manager, this.insertSql(1), this.valuesOf(mail));
  }

  /**
   * The INSERT of a new message, its values the parameters from `first` on (valuesOf): run alone, or by another
   * module in the statement of the change that causes the message, as `INSERT ... SELECT ... FROM <from>` so that it
   * queues one message for each row of `from`.
   */
  insertSql(first: number, from?: string): string {
    const key = `${first} ${from ?? ''}`;
    let sql = this.insertStatements.get(key);
    if (!sql) {
      const values = typedParameters(this.dataSource.getMetadata(OutboxMessage), NEW_MAIL_COLUMNS, first);
      const queued = `$${first + NEW_MAIL_COLUMNS.length}::boolean`;
      sql = `INSERT INTO "outbox" (${[...NEW_MAIL_COLUMNS, 'next_attempt_at'].map((column) => `"${column}"`).join(', ')})
       SELECT ${values.join(', ')}, CASE WHEN ${queued} THEN now() END${from ? ` FROM ${from}` : ''}`;
      this.insertStatements.set(key, sql);
    }
    return sql;
  }

  /** insertSql()'s parameters for this message. */
  valuesOf(mail: NewMail): unknown[] {
    return [mail.to, mail.subject, mail.text, mail.message, mail.attachments, mail.queued ? 'PENDING' : 'STORED', mail.queued];
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

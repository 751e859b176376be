import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { writableFields } from '../common/writable-fields.js';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { isUuid } from '../common/is-uuid.js';
import type { ListQueryOf } from '../common/list-query.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { PublicUser } from '../users/public-user.js';
import type { OutboxMessage } from './outbox-message.entity.js';
import { OutboxRepository } from './outbox.repository.js';
import { type OutboxListQuery, type OutboxMessage as OutboxMessageBody, type OutboxWrite } from './outbox.schemas.js';

type OutboxRecord = ReplyOf<typeof OutboxMessageBody>;

function toRecord(message: OutboxMessage): OutboxRecord {
  const { id, to, subject, text, attachments, status, error, attempts, next_attempt_at, last_attempt_at, sent_at, created_at } = message;
  return {
    id,
    to,
    subject,
    text,
    attachments: attachments.map((attachment) => attachment.filename),
    status,
    error,
    attempts,
    next_attempt_at: status === 'PENDING' ? next_attempt_at : null,
    last_attempt_at,
    sent_at,
    created_at,
  };
}

/** The e-mails the system queued, sent or kept, for staff to read and, when one did not arrive, send again. */
@Injectable()
export class OutboxService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly auditLogs: AuditLogsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: ListQueryOf<typeof OutboxListQuery>): Promise<{ rows: OutboxRecord[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { rows: rows.map(toRecord), total };
  }

  /**
   * `{ status: 'PENDING' }` queues a message again for the mail worker (a failed one, or one that did not arrive),
   * with a fresh count of attempts; recorded in the audit log. Nothing else of a message can be changed.
   */
  async update(id: string, body: RequestOf<typeof OutboxWrite>, actor: PublicUser): Promise<OutboxRecord> {
    // The body's schema requires status 'PENDING'; any other field must be the record's own, sent back unchanged.
    writableFields(body, ['status'], (field) => `${field} cannot be changed: a message can only be sent again.`, { record: await this.findOne(id) });
    if (!this.config.smtpUrl) throw new ConflictException(NO_MAIL_SERVER_MESSAGE);
    return this.repository.transaction(async (manager) => {
      const message = isUuid(id) ? await this.repository.lock(manager, id) : null;
      if (!message) throw new NotFoundException('Message not found');
      if (message.status === 'PENDING') throw new ConflictException(ALREADY_QUEUED_MESSAGE);
      const queued = await this.repository.queueAgain(manager, id);
      await this.auditLogs.record(manager, actor, {
        action: 'update',
        resource: 'outbox',
        record_id: id,
        changes: { status: { from: message.status, to: 'PENDING' } },
      });
      return toRecord(queued);
    });
  }

  async findOne(id: string): Promise<OutboxRecord> {
    const message = isUuid(id) ? await this.repository.find(id) : null;
    if (!message) throw new NotFoundException('Message not found');
    return toRecord(message);
  }
}

export const NO_MAIL_SERVER_MESSAGE = 'No mail server is configured (SMTP_URL), so the message cannot be sent; it stays in the outbox.';
export const ALREADY_QUEUED_MESSAGE = 'This message is already waiting to be sent.';

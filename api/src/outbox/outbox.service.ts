import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { escapeLike } from '../common/escapeLike.js';
import { isUuid } from '../common/isUuid.js';
import { filteredIds, type ListQuery } from '../common/listQuery.js';
import { OutboxMessage } from './outbox-message.entity.js';

export const OUTBOX_SORTABLE = ['created_at', 'to', 'subject', 'status'] as const;

export interface OutboxRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: OutboxMessage['status'];
  error: string | null;
  created_at: Date;
}

function toRecord({ id, to, subject, text, status, error, created_at }: OutboxMessage): OutboxRecord {
  return { id, to, subject, text, status, error, created_at };
}

/** The e-mails the system sent or kept, read-only for staff. */
@Injectable()
export class OutboxService {
  constructor(@InjectRepository(OutboxMessage) private readonly outbox: Repository<OutboxMessage>) {}

  async list(query: ListQuery): Promise<{ rows: OutboxRecord[]; total: number }> {
    const builder = this.outbox.createQueryBuilder('mail');
    const { q, id, status } = query.filter;
    if (typeof q === 'string' && q.trim()) {
      builder.andWhere('(mail."to" ILIKE :q OR mail.subject ILIKE :q)', { q: `%${escapeLike(q.trim())}%` });
    }
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'mail.id::text IN (:...ids)' : 'false', { ids });
    if (typeof status === 'string' && status) builder.andWhere('mail.status = :status', { status });
    builder.orderBy(`mail."${query.sort}"`, query.order).addOrderBy('mail.id', query.order).skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows: rows.map(toRecord), total };
  }

  async findOne(id: string): Promise<OutboxRecord> {
    const message = isUuid(id) ? await this.outbox.findOneBy({ id }) : null;
    if (!message) throw new NotFoundException('Message not found');
    return toRecord(message);
  }
}

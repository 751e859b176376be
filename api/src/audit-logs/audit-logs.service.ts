import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditLogsRepository } from './audit-logs.repository.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { escapeLike } from '../common/escape-like.js';
import { isUuid } from '../common/is-uuid.js';
import { filteredIds, type ListQuery, type ListQueryOf } from '../common/list-query.js';
import type { Role } from '../users/user.entity.js';
import type { PublicUser } from '../users/public-user.js';
import { AuditLog } from './audit-log.entity.js';
import { type AuditAction, type AuditLogEntry, type AuditLogListQuery, type AuditResource } from './audit-logs.schemas.js';
import type { ReplyOf } from '../contract/contract.js';

// Staff and editors see the history of what they work on; the log of users and fees, and who read what, is for admins.
const VISIBLE_RESOURCES: Record<Exclude<Role, 'admin'>, readonly AuditResource[]> = {
  staff: ['applications', 'enquiries', 'outbox', 'reply-templates', 'live-help'],
  editor: ['form-definitions'],
};
const READ_ACTIONS = ['view', 'list', 'export'] as const;
// Identical reads by one person this close together are one read (the moment the page asked for it).
const SAME_READ_SECONDS = 5;

export interface AuditEntry {
  action: AuditAction;
  resource: AuditResource;
  record_id: string;
  changes: Record<string, unknown>;
}

type AuditLogRecord = ReplyOf<typeof AuditLogEntry>;

function toRecord(log: AuditLog, labels: Map<string, string>): AuditLogRecord {
  const { id, user_id, user_email, action, resource, record_id, changes, created_at } = log;
  return { id, user_id, user_email, action: action as AuditAction, resource, record_id, record_label: labels.get(id) ?? null, changes, created_at };
}

/** `{ field: { from, to } }` for each field whose value differs; empty when nothing changed. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
      .map((field) => [field, { from: before[field] ?? null, to: after[field] ?? null }]),
  );
}

@Injectable()
export class AuditLogsService {
  constructor(
    @InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>,
    private readonly repository: AuditLogsRepository,
  ) {}

  /** Writes one entry inside the caller's transaction, so a change and its record are stored together or not at all. */
  async record(
    manager: EntityManager,
    actor: Pick<PublicUser, 'id' | 'email'> | { id: null; email: string } | null,
    entry: AuditEntry,
  ): Promise<void> {
    // No actor: the system itself (the retention run); an actor without id: an applicant (corrections sent back).
    await manager.save(manager.create(AuditLog, { user_id: actor?.id ?? null, user_email: actor?.email ?? null, ...entry }));
  }

  /**
   * Writes one entry on its own: a read, or an event with no change to store alongside. A read the same person made
   * of the same thing moments ago is that read, not another: a page that shows one file in two places, or asks twice,
   * leaves one row. The check and the write hold a lock on that read, so two requests at once cannot both write it.
   */
  async note(actor: Pick<PublicUser, 'id' | 'email'> | null, entry: AuditEntry): Promise<void> {
    const row = { user_id: actor?.id ?? null, user_email: actor?.email ?? null, ...entry };
    if (!(READ_ACTIONS as readonly string[]).includes(entry.action)) {
      await this.logs.save(this.logs.create(row));
      return;
    }
    const changes = JSON.stringify(entry.changes);
    await this.repository.insertReadOnce(row, changes, SAME_READ_SECONDS);
  }

  /**
   * A list a staff member read: its filter, sort and range, and the ids of the records it showed (read_of finds an
   * application among them).
   */
  async noteListRead(reader: PublicUser, resource: AuditResource, query: ListQuery, ids: string[]): Promise<void> {
    await this.note(reader, {
      action: 'list',
      resource,
      record_id: '*',
      changes: { filter: query.filter, sort: [query.sort, query.order], range: [query.skip, query.skip + ids.length - 1], ids },
    });
  }

  async list(query: ListQueryOf<typeof AuditLogListQuery>, reader: PublicUser): Promise<{ rows: AuditLogRecord[]; total: number }> {
    const builder = this.logs.createQueryBuilder('log');
    const { id, resource, record_id, user_id, user_email, action, read_of } = query.filter;
    if (reader.role !== 'admin') {
      const visible = VISIBLE_RESOURCES[reader.role];
      if (resource && !visible.includes(resource as AuditResource)) {
        throw new ForbiddenException('Your role does not allow this.');
      }
      if (read_of !== undefined) throw new ForbiddenException('Your role does not allow this.');
      builder.andWhere('log.resource IN (:...visible)', { visible });
      builder.andWhere('log.action NOT IN (:...reads)', { reads: READ_ACTIONS });
    }
    // Who read an application: its openings and file views, and every list that showed it.
    if (read_of) {
      builder.andWhere(
        `((log.action = 'view' AND log.record_id = :read_of) OR (log.action IN ('list', 'export') AND log.changes->'ids' @> jsonb_build_array(:read_of::text)))`,
        { read_of },
      );
    }
    // An action, or a list of them (the history of changes, the reads).
    if (Array.isArray(action)) {
      const actions = action.filter((entry): entry is string => typeof entry === 'string');
      builder.andWhere(actions.length ? 'log.action IN (:...actions)' : 'false', { actions });
    }
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'log.id::text IN (:...ids)' : 'false', { ids });
    for (const [column, value] of Object.entries({ resource, record_id, action: Array.isArray(action) ? undefined : action })) {
      if (typeof value === 'string' && value) builder.andWhere(`log.${column} = :${column}`, { [column]: value });
    }
    if (user_id) builder.andWhere('log.user_id::text = :user_id', { user_id });
    if (user_email?.trim()) {
      builder.andWhere('log.user_email ILIKE :user_email', { user_email: `%${escapeLike(user_email.trim())}%` });
    }
    builder.orderBy(`log.${query.sort}`, query.order).addOrderBy('log.id', query.order).skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    const labels = await this.repository.recordLabels(rows.map((row) => row.id));
    return { rows: rows.map((row) => toRecord(row, labels)), total };
  }

  async findOne(id: string, reader: PublicUser): Promise<AuditLogRecord> {
    const log = isUuid(id) ? await this.logs.findOneBy({ id }) : null;
    if (!log) throw new NotFoundException('Audit log entry not found');
    if (reader.role !== 'admin') {
      const hidden = !VISIBLE_RESOURCES[reader.role].includes(log.resource) || (READ_ACTIONS as readonly string[]).includes(log.action);
      if (hidden) throw new ForbiddenException('Your role does not allow this.');
    }
    return toRecord(log, await this.repository.recordLabels([log.id]));
  }
}

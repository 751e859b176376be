import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditLog } from './audit-log.entity.js';

// The entry's record id as a uuid when it is one (fees, users, enquiries, e-mails, form versions), so each lookup
// below is by primary key; sku_ids, '*' and 'security settings' are not.
const RECORD_UUID = `CASE WHEN log.record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN log.record_id::uuid END`;

/**
 * The record of an audit entry (`log`) named in words, one primary-key lookup per kind of record: a fee record by
 * its country (a removed one by the country its removal recorded), a staff account by its e-mail, an application
 * by its sku_id, an enquiry by its sender, a live-help conversation by its address or application, an e-mail by its subject and recipient, a form version by its number, a saved reply by its title.
 * Read straight from the tables, so this module needs no other module's service (and names a record as it is now).
 */
const RECORD_LABEL = `CASE log.resource
    WHEN 'fees' THEN COALESCE((SELECT fee.country FROM fees fee WHERE fee.id = ${RECORD_UUID}), log.changes #>> '{country,from}', log.changes #>> '{country,to}')
    WHEN 'users' THEN (SELECT account.email FROM users account WHERE account.id = ${RECORD_UUID})
    WHEN 'auth' THEN (SELECT account.email FROM users account WHERE account.id = ${RECORD_UUID})
    WHEN 'applications' THEN NULLIF(log.record_id, '*')
    WHEN 'enquiries' THEN (SELECT enquiry."Given_Name" || ' <' || enquiry."Email" || '>' FROM enquiries enquiry WHERE enquiry.id = ${RECORD_UUID})
    WHEN 'outbox' THEN (SELECT message.subject || ' → ' || message."to" FROM outbox message WHERE message.id = ${RECORD_UUID})
    WHEN 'reply-templates' THEN COALESCE((SELECT template.title FROM reply_templates template WHERE template.id = ${RECORD_UUID}), log.changes #>> '{title,from}', log.changes #>> '{title,to}')
    WHEN 'live-help' THEN (SELECT COALESCE(conversation.email, conversation.sku_id, 'Live help') FROM live_help_conversations conversation WHERE conversation.id = ${RECORD_UUID})
    WHEN 'form-definitions' THEN (SELECT 'Version ' || version.version FROM form_definitions version WHERE version.id = ${RECORD_UUID})
  END`;

/** The SQL of the audit log beyond TypeORM's entity calls. */
@Injectable()
export class AuditLogsRepository {
  constructor(@InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>) {}

  /**
   * Writes a read unless the same person made the same read within `seconds`: the check and the write hold a lock
   * on that read, so two requests at once cannot both write it.
   */
  async insertReadOnce(
    row: { user_id: string | null; user_email: string | null; action: string; resource: string; record_id: string },
    changes: string,
    seconds: number,
  ): Promise<void> {
    await this.logs.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`audit-read:${row.user_id}:${row.resource}:${row.record_id}:${changes}`]);
      // A statement of its own after the lock: it sees the row a request that held the lock before has committed.
      await manager.query(
        `INSERT INTO audit_logs (user_id, user_email, action, resource, record_id, changes)
         SELECT $1::uuid, $2::varchar, $3::varchar, $4::varchar, $5::varchar, $6::jsonb
         WHERE NOT EXISTS (
           SELECT 1 FROM audit_logs
            WHERE user_id IS NOT DISTINCT FROM $1::uuid AND action = $3 AND resource = $4 AND record_id = $5 AND changes = $6::jsonb
              AND created_at > now() - make_interval(secs => $7::int))`,
        [row.user_id, row.user_email, row.action, row.resource, row.record_id, changes, seconds],
      );
    });
  }

  /** The label of each of these entries' records, by entry id (none when the record is gone or has no name). */
  async recordLabels(entryIds: string[]): Promise<Map<string, string>> {
    if (!entryIds.length) return new Map();
    const rows: { id: string; record_label: string | null }[] = await this.logs.query(
      `SELECT log.id, ${RECORD_LABEL} AS record_label FROM audit_logs log WHERE log.id = ANY($1::uuid[])`,
      [entryIds],
    );
    return new Map(rows.flatMap((row) => (row.record_label ? [[row.id, row.record_label] as const] : [])));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditLog } from './audit-log.entity.js';

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
}

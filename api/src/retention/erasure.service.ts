import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApplicationLifeService } from '../application-life/application-life.service.js';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { LiveHelpService } from '../live-help/live-help.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { PublicUser } from '../users/public-user.js';

/** What one erasure removed, in numbers: the audit entry says what went, never what it said. */
interface ErasureCounts {
  answers: number;
  files: number;
  emails: number;
  notes: number;
  conversations: number;
}

/**
 * Erases an application's personal data and keeps its accounting: the answers (and their promoted copies), the
 * uploaded files, the e-mails sent about it, staff's notes and the live-help conversations about it go; the row (sku_id, states, dates) and its
 * payments (amounts, dates, PayPal order and capture ids, which hold nothing personal) stay.
 */
@Injectable()
export class ErasureService {
  constructor(
    private readonly uploads: UploadsService,
    private readonly auditLogs: AuditLogsService,
    private readonly life: ApplicationLifeService,
    private readonly liveHelp: LiveHelpService,
  ) {}

  /**
   * Erases inside the caller's transaction, with an 'erase' audit entry; the stored files are removed by
   * `removeFiles` once that transaction has committed (a file cannot be put back by a rollback).
   */
  async erase(manager: EntityManager, skuId: string, reason: string, actor: PublicUser | null): Promise<{ counts: ErasureCounts; files: string[] }> {
    const [row]: { data: Record<string, unknown> }[] = await manager.query(`SELECT data FROM applications WHERE sku_id = $1 FOR UPDATE`, [skuId]);
    await manager.query(
      `UPDATE applications SET data = '{}', "Email" = NULL, "Surname" = NULL, "Given_Name" = NULL, "Nationality" = NULL,
              "Expected_Date_of_Arrival" = NULL, search_name = NULL, updated_at = now()
        WHERE sku_id = $1`,
      [skuId],
    );
    await this.life.markErased(manager, skuId);
    const files = await this.uploads.removeForApplication(manager, skuId);
    const emails: unknown[] = await manager.query(
      `WITH gone AS (DELETE FROM outbox WHERE strpos(subject, $1) > 0 OR strpos(text, $1) > 0 RETURNING id) SELECT id FROM gone`,
      [skuId],
    );
    const notes: unknown[] = await manager.query(
      `WITH gone AS (DELETE FROM application_notes WHERE application_id = (SELECT id FROM applications WHERE sku_id = $1) RETURNING id) SELECT id FROM gone`,
      [skuId],
    );
    // Live help about it goes, messages and all.
    const conversations = await this.liveHelp.eraseForApplication(manager, skuId);
    // The refund requests stay for the accounts; the applicant's reason was personal data.
    await manager.query(`UPDATE refund_requests SET reason = '[erased]' WHERE sku_id = $1`, [skuId]);
    // The history keeps who changed what and when; a note's words were personal data too.
    await manager.query(
      `UPDATE audit_logs SET changes = jsonb_set(changes, '{note}', '"[erased]"') WHERE resource = 'applications' AND record_id = $1 AND changes ? 'note'`,
      [skuId],
    );
    const counts = { answers: Object.keys(row?.data ?? {}).length, files: files.length, emails: emails.length, notes: notes.length, conversations };
    await this.auditLogs.record(manager, actor, { action: 'erase', resource: 'applications', record_id: skuId, changes: { reason, erased: counts } });
    return { counts, files };
  }

  async removeFiles(files: string[]): Promise<void> {
    for (const file of files) await this.uploads.removeFile(file);
  }
}

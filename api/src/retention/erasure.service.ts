import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApplicationLifeService } from '../application-life/application-life.service.js';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { LiveHelpService } from '../live-help/live-help.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { PublicUser } from '../users/public-user.js';
import { RetentionRepository } from './retention.repository.js';

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
    private readonly repository: RetentionRepository,
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
    const data = await this.repository.lockAnswers(manager, skuId);
    await this.repository.blankAnswers(manager, skuId);
    await this.life.markErased(manager, skuId);
    const files = await this.uploads.removeForApplication(manager, skuId);
    const emails = await this.repository.deleteEmailsNaming(manager, skuId);
    const notes = await this.repository.deleteNotes(manager, skuId);
    // Live help about it goes, messages and all.
    const conversations = await this.liveHelp.eraseForApplication(manager, skuId);
    // The refund requests stay for the accounts; the applicant's reason was personal data.
    await this.repository.eraseRefundReasons(manager, skuId);
    // The history keeps who changed what and when; a note's words were personal data too.
    await this.repository.eraseNotesInAuditLog(manager, skuId);
    const counts = { answers: Object.keys(data ?? {}).length, files: files.length, emails, notes, conversations };
    await this.auditLogs.record(manager, actor, { action: 'erase', resource: 'applications', record_id: skuId, changes: { reason, erased: counts } });
    return { counts, files };
  }

  async removeFiles(files: string[]): Promise<void> {
    for (const file of files) await this.uploads.removeFile(file);
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveHelpService } from '../live-help/live-help.service.js';
import { ErasureService } from './erasure.service.js';
import { RetentionRepository } from './retention.repository.js';

// The retention run's key in PostgreSQL's advisory-lock space: one replica runs it, the others skip.
const RETENTION_LOCK = 7_311_400_015;

export interface DueApplication {
  sku_id: string;
  reason: string;
}

export interface RetentionReport {
  dry_run: boolean;
  /** Another replica was running it: nothing was done here. */
  skipped: boolean;
  applications: DueApplication[];
  enquiries: number;
  form_submissions: number;
  conversations: number;
}

/** The retention periods, as the privacy policy states them. */
export interface RetentionPeriods {
  unpaid_days: number;
  decided_days: number;
  enquiry_days: number;
}

/**
 * Erases what has passed its retention period (README 'Data protection'): applications never paid, N days after
 * their last change; paid ones, M days after staff decided them; enquiries and forms' submissions (messages sent
 * through a form alike), K days after they came. Each erasure
 * leaves an audit entry that says what went and why, without the content. In dry-run mode it only lists.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly repository: RetentionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly erasure: ErasureService,
    private readonly auditLogs: AuditLogsService,
    private readonly liveHelp: LiveHelpService,
  ) {}

  periods(): RetentionPeriods {
    const { unpaidDays, decidedDays, enquiryDays } = this.config.protection.retention;
    return { unpaid_days: unpaidDays, decided_days: decidedDays, enquiry_days: enquiryDays };
  }

  /**
   * One run, in one transaction holding the retention lock (a second replica's run finds it taken and skips);
   * the due rows are locked, so an application paid or changed at this moment is decided either way, never half.
   */
  async run(dryRun = this.config.protection.retention.dryRun): Promise<RetentionReport> {
    const { unpaidDays, decidedDays, enquiryDays } = this.config.protection.retention;
    const files: string[] = [];
    const report = await this.repository.transaction(async (manager): Promise<RetentionReport> => {
      if (!(await this.repository.tryLock(manager, RETENTION_LOCK)))
        return { dry_run: dryRun, skipped: true, applications: [], enquiries: 0, form_submissions: 0, conversations: 0 };
      const applications = await this.dueApplications(manager, unpaidDays, decidedDays);
      const enquiries = await this.repository.lockOlderThan(manager, 'enquiries', enquiryDays);
      const submissions = await this.repository.lockOlderThan(manager, 'form_submissions', enquiryDays);
      const conversations = await this.liveHelp.expired(manager, enquiryDays, !dryRun);
      const counts = { enquiries: enquiries.length, form_submissions: submissions.length, conversations: conversations.length };
      if (dryRun) return { dry_run: true, skipped: false, applications, ...counts };
      for (const { sku_id, reason } of applications) files.push(...(await this.erasure.erase(manager, sku_id, reason, null)).files);
      for (const { id } of enquiries) {
        await this.repository.deleteEnquiry(manager, id);
        await this.auditLogs.record(manager, null, {
          action: 'erase',
          resource: 'enquiries',
          record_id: id,
          changes: { reason: `retention: ${enquiryDays} days after it was sent` },
        });
      }
      for (const { id } of submissions) {
        await this.repository.deleteFormSubmission(manager, id);
        await this.auditLogs.record(manager, null, {
          action: 'erase',
          resource: 'form-submissions',
          record_id: id,
          changes: { reason: `retention: ${enquiryDays} days after it was sent` },
        });
      }
      for (const id of conversations) {
        await this.auditLogs.record(manager, null, {
          action: 'erase',
          resource: 'live-help',
          record_id: id,
          changes: { reason: `retention: ${enquiryDays} days after its last message` },
        });
      }
      return { dry_run: false, skipped: false, applications, ...counts };
    });
    await this.erasure.removeFiles(files);
    if (report.applications.length || report.enquiries || report.form_submissions || report.conversations) {
      this.logger.log(
        `Retention ${report.dry_run ? 'dry run: would erase' : 'erased'} ${report.applications.length} application(s), ${report.enquiries} enquiry(ies), ${report.form_submissions} form submission(s) and ${report.conversations} live-help conversation(s)`,
      );
    }
    return report;
  }

  private async dueApplications(manager: EntityManager, unpaidDays: number, decidedDays: number): Promise<DueApplication[]> {
    const rows = await this.repository.lockDueApplications(manager, unpaidDays, decidedDays);
    return rows.map(({ sku_id, paid }) => ({
      sku_id,
      reason: paid ? `retention: ${decidedDays} days after it was decided` : `retention: never paid, no change for ${unpaidDays} days`,
    }));
  }
}

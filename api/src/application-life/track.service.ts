import { ForbiddenException, GoneException, HttpException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ApplicationLifeRepository } from './application-life.repository.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { reviewStageOf, type TrackStep } from '@evisa/forms';
import { isSkuId } from '../applications/sku-id.js';
import { promisedBy } from '../applications/urgency.js';
import type { ReplyOf } from '../contract/contract.js';
import { fieldTitle, openCorrection } from '../corrections/open-correction.js';
import { ERASED } from '../applications/applications.service.js';
import { FormsService } from '../forms/forms.service.js';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../outbox/mail.service.js';
import { FileLinksService } from '../uploads/file-links.service.js';
import { decisionDocumentMail } from '../outbox/templates/decision-document.mail.js';
import type { DocumentLink, DocumentSent, TrackReply } from './track.schemas.js';
import { apiFailure } from '../i18n/api-messages.js';

// Wrong passport numbers allowed per application in the window before every try is refused (id and number guessed together).
const MAX_PROOF_FAILURES = 5;
const PROOF_WINDOW_MINUTES = 15;
const NOT_MATCHED =
  'The application number and passport number do not match an application with a decision document. Please check both and try again.';
const THROTTLED = `Too many tries for this application. Please try again in ${PROOF_WINDOW_MINUTES} minutes.`;
export const DOCUMENT_SENT = 'If this application has a decision document, we have e-mailed a fresh link to it to the address given in it.';

/** A passport number as people type it: case and spaces aside. */
const passportKey = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : '');

const ENDED = ['APPROVED', 'REJECTED', 'WITHDRAWN'];
const PAST_REVIEW = ['SUBMITTED', ...ENDED];

/** The applicant's view of their case (GET /api/india/track/{id}): the milestones with their dates, and what comes next by when. */
@Injectable()
export class TrackService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ApplicationLifeRepository,
    private readonly forms: FormsService,
    private readonly fileLinks: FileLinksService,
    private readonly auditLogs: AuditLogsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A short-lived link to the decision document for whoever holds the application: its id and its passport number.
   * The answer to a wrong id and to a wrong number is the same; after MAX_PROOF_FAILURES wrong numbers in the window
   * every try is refused. Each link given is an applicant's read, audited.
   */
  async documentLink(skuId: string, passportNumber: string): Promise<ReplyOf<typeof DocumentLink>> {
    const failures = await this.repository.proofFailures(skuId, PROOF_WINDOW_MINUTES);
    if (failures >= MAX_PROOF_FAILURES) throw new HttpException(THROTTLED, HttpStatus.TOO_MANY_REQUESTS);
    const document = await this.documentOf(skuId);
    if (!document || !passportKey(passportNumber) || passportKey(document.data.Passport_Number) !== passportKey(passportNumber)) {
      await this.repository.addProofFailure(skuId);
      throw new ForbiddenException(NOT_MATCHED);
    }
    await this.auditLogs.record(
      this.dataSource.manager,
      { id: null, email: 'applicant (application id and passport number)' },
      { action: 'view', resource: 'applications', record_id: skuId, changes: { file: 'Decision document' } },
    );
    return { success: true, status: true, data: { url: this.fileLinks.linksFor([document.filename])[document.filename] } };
  }

  /** 'Send it to me again': a fresh link, e-mailed to the address given in the application; the same answer either way. */
  async sendDocument(skuId: string): Promise<ReplyOf<typeof DocumentSent>> {
    const document = await this.documentOf(skuId);
    const to = document?.data.Email;
    if (document && typeof to === 'string') {
      const link = this.fileLinks.linksFor([document.filename])[document.filename];
      await this.mail.queue(this.dataSource.manager, {
        to,
        template: decisionDocumentMail,
        params: { skuId, data: document.data, link, minutes: this.config.protection.fileLinkMinutes },
        language: document.language ?? undefined,
      });
    }
    return { success: true, status: true, message: DOCUMENT_SENT };
  }

  private async documentOf(skuId: string): Promise<{ filename: string; data: Record<string, unknown>; language: string | null } | null> {
    return (isSkuId(skuId) ? await this.repository.documentOf(skuId) : undefined) ?? null;
  }

  async track(skuId: string): Promise<ReplyOf<typeof TrackReply>> {
    const row = isSkuId(skuId) ? await this.repository.track(skuId) : undefined;
    if (!row) throw new NotFoundException(apiFailure('APPLICATION_NOT_FOUND'));
    if (row.erased_at) throw new GoneException(ERASED);
    const paid = row.payment_status !== 'UNPAID';
    const correction = paid ? await openCorrection(this.dataSource.manager, row.id) : null;
    const stage = paid ? reviewStageOf(row.review_status, correction !== null) : null;
    const inReview = paid && (row.review_status !== 'NEW' || correction !== null);
    const decided = ENDED.includes(row.review_status);
    const milestones: Record<TrackStep, { reached: boolean; at: Date | string | null }> = {
      paid: { reached: paid, at: row.paid_at },
      in_review: { reached: inReview, at: inReview ? row.in_review_at : null },
      // Reached while the applicant is asked, and once they sent them back (when they were asked at all).
      waiting_for_corrections: { reached: correction !== null || row.corrected_at !== null, at: correction?.created_at ?? row.corrected_at },
      submitted: { reached: paid && PAST_REVIEW.includes(row.review_status), at: row.submitted_at && `${row.submitted_at}T00:00:00.000Z` },
      decided: { reached: paid && decided, at: decided ? row.review_decided_at : null },
    };
    const form = correction ? await this.forms.version(row.form_version) : null;
    return {
      success: true,
      status: true,
      data: {
        sku_id: row.sku_id,
        payment_status: row.payment_status as ReplyOf<typeof TrackReply>['data']['payment_status'],
        stage,
        Visa_Service: row.Visa_Service,
        Application_Type: row.Application_Type,
        timeline: (Object.entries(milestones) as Array<[TrackStep, { reached: boolean; at: Date | string | null }]>).map(
          ([step, { reached, at }]) => ({
            step,
            reached,
            at: at === null ? null : new Date(at).toISOString(),
          }),
        ),
        promised_by: paid && !PAST_REVIEW.includes(row.review_status) ? (promisedBy(row)?.toISOString() ?? null) : null,
        document: row.document,
        correction:
          correction && form
            ? { requested_at: correction.created_at.toISOString(), fields: correction.fields.map((field) => fieldTitle(form, field)) }
            : null,
      },
    };
  }
}

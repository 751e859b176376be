import { createHash, randomBytes } from 'node:crypto';
import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { isSkuId } from '../applications/sku-id.js';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import type { PublicUser } from '../users/public-user.js';
import { MailService } from '../outbox/mail.service.js';
import { erasureLinkMail } from '../outbox/templates/erasure-link.mail.js';
import { ErasureService } from './erasure.service.js';
import { RetentionRepository } from './retention.repository.js';

const LINK_HOURS = 24;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const REQUEST_SENT =
  'If this application exists and is not erased yet, we have sent a confirmation link to the e-mail address given in it. Follow that link within 24 hours to erase your data.';
export const LINK_INVALID = 'This confirmation link is not valid or has expired. Please ask for the erasure again from the application lookup page.';
export const IN_PROGRESS =
  'Your application has been paid and is being processed or has been submitted to the government, so it cannot be erased now. We have recorded your request: our team will contact you, and your data will be erased when the processing ends.';

/**
 * Erasure on the applicant's request: asked for with the application number, confirmed through a link e-mailed
 * to the address in the application (so only its owner can erase it), refused while a paid application is being
 * worked on, when the request is recorded for staff instead.
 */
@Injectable()
export class ErasureRequestsService {
  constructor(
    private readonly repository: RetentionRepository,
    private readonly mail: MailService,
    private readonly erasure: ErasureService,
    private readonly auditLogs: AuditLogsService,
  ) {}

  /**
   * Always the same answer, whether the application exists or not: the number alone tells nothing more here.
   * Requests are coalesced: while a link e-mailed for this application is still valid, asking again sends
   * nothing more (that link still works), so whoever knows the number cannot flood the applicant's inbox.
   */
  async request(skuId: unknown): Promise<{ success: true; status: true; message: string }> {
    const id = typeof skuId === 'string' ? skuId.trim().toUpperCase() : '';
    if (isSkuId(id)) {
      await this.repository.transaction(async (manager) => {
        // The row lock makes parallel requests for one application wait for each other: one link, one e-mail.
        const application = await this.repository.lockContact(manager, id);
        if (!application?.Email) return;
        if (await this.repository.hasPendingRequest(manager, id)) return;
        const token = randomBytes(32).toString('base64url');
        await this.repository.insertRequest(manager, sha256(token), id, LINK_HOURS);
        await this.mail.queue(manager, {
          to: application.Email,
          template: erasureLinkMail,
          params: { skuId: id, data: application, token, hours: LINK_HOURS },
          language: application.language ?? undefined,
        });
      });
    }
    return { success: true, status: true, message: REQUEST_SENT };
  }

  /** Follows the e-mailed link: erases, or (a paid application being worked on) records the request for staff. */
  async confirm(token: unknown): Promise<{ success: true; status: true; message: string }> {
    if (typeof token !== 'string' || !/^[\w-]{43}$/.test(token)) throw new NotFoundException(LINK_INVALID);
    const outcome = await this.repository.transaction(async (manager) => {
      const skuId = await this.repository.takeRequest(manager, sha256(token));
      if (!skuId) throw new NotFoundException(LINK_INVALID);
      const request = { sku_id: skuId };
      const application = await this.repository.lockStates(manager, request.sku_id);
      if (!application || application.erased_at) throw new GoneException('This application has already been erased.');
      if (application.payment_status === 'COMPLETED' && !['APPROVED', 'REJECTED'].includes(application.review_status)) {
        const text =
          'The applicant asked for the erasure of this application (confirmed by e-mail). It was refused automatically while the paid application is being processed: erase it when the processing ends.';
        await this.repository.insertApplicantNote(manager, application.id, text);
        await this.auditLogs.record(manager, null, {
          action: 'update',
          resource: 'applications',
          record_id: request.sku_id,
          changes: { erasure_request: 'refused while in progress' },
        });
        return { refused: true as const };
      }
      return {
        refused: false as const,
        ...(await this.erasure.erase(manager, request.sku_id, 'on request of the applicant (confirmed by e-mail)', null)),
      };
    });
    if (outcome.refused) throw new ConflictException(IN_PROGRESS);
    await this.erasure.removeFiles(outcome.files);
    return { success: true, status: true, message: 'Your application and everything we kept about it has been erased.' };
  }

  /** Staff erasing an application on a request they received, with its reason: false when it was erased already. */
  async eraseForStaff(skuId: string, reason: string, actor: PublicUser): Promise<boolean> {
    const files = await this.repository.transaction(async (manager) => {
      const application = isSkuId(skuId) ? await this.repository.lockErasedAt(manager, skuId) : undefined;
      if (!application) throw new NotFoundException('Application not found');
      if (application.erased_at) return null;
      return (await this.erasure.erase(manager, skuId, `on request: ${reason.trim()}`, actor)).files;
    });
    if (files === null) return false;
    await this.erasure.removeFiles(files);
    return true;
  }
}

import { Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { isSkuId } from '../applications/sku-id.js';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { PublicUser } from '../users/public-user.js';
import { RetentionRepository } from './retention.repository.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Everything held about one application, as one JSON archive for an access request: the answers and states, the
 * files (base64, with type and checksum), the e-mails sent about it, its payments, staff's notes and its history.
 */
@Injectable()
export class ArchiveService {
  constructor(
    private readonly repository: RetentionRepository,
    private readonly uploads: UploadsService,
    private readonly auditLogs: AuditLogsService,
  ) {}

  async archive(skuId: string, reader: PublicUser): Promise<Record<string, unknown>> {
    const application = isSkuId(skuId) ? await this.repository.applicationForArchive(skuId) : undefined;
    if (!application) throw new NotFoundException('Application not found');
    const uploads = await this.repository.uploadsForArchive(skuId);
    const files = [];
    for (const upload of uploads) {
      const stored = await this.uploads.find(upload.filename, skuId).catch(() => null);
      files.push({ ...upload, content_base64: stored ? (await bytesOf(stored.stream)).toString('base64') : null });
    }
    const [emails, payments, notes, history] = await Promise.all([
      this.repository.emailsNaming(skuId),
      this.repository.paymentsForArchive(skuId),
      this.repository.notesForArchive(skuId),
      this.repository.historyForArchive(skuId),
    ]);
    await this.auditLogs.note(reader, {
      action: 'export',
      resource: 'applications',
      record_id: skuId,
      changes: { archive: { files: files.length, emails: emails.length } },
    });
    return { exported_at: new Date(), application, files, emails, payments, notes, history };
  }
}

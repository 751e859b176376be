import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { isSkuId } from '../applications/sku-id.js';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { PublicUser } from '../users/public-user.js';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly auditLogs: AuditLogsService,
  ) {}

  async archive(skuId: string, reader: PublicUser): Promise<Record<string, unknown>> {
    const [application]: Record<string, unknown>[] = isSkuId(skuId)
      ? await this.dataSource.query(
          `SELECT sku_id, payment_status, review_status, form_version, data, created_at, updated_at, review_decided_at, erased_at FROM applications WHERE sku_id = $1`,
          [skuId],
        )
      : [];
    if (!application) throw new NotFoundException('Application not found');
    const uploads: { filename: string; mime: string; size: number; sha256: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT filename, mime, size, sha256, created_at FROM uploads WHERE sku_id = $1 ORDER BY created_at`,
      [skuId],
    );
    const files = [];
    for (const upload of uploads) {
      const stored = await this.uploads.find(upload.filename, skuId).catch(() => null);
      files.push({ ...upload, content_base64: stored ? (await bytesOf(stored.stream)).toString('base64') : null });
    }
    const [emails, payments, notes, history] = await Promise.all([
      this.dataSource.query(
        `SELECT "to", subject, text, status, created_at, sent_at FROM outbox WHERE strpos(subject, $1) > 0 OR strpos(text, $1) > 0 ORDER BY created_at`,
        [skuId],
      ),
      this.dataSource.query(
        `SELECT order_id, capture_id, amount, currency, status, created_at, updated_at FROM payments WHERE sku_id = $1 ORDER BY created_at`,
        [skuId],
      ),
      this.dataSource.query(
        `SELECT n.text, n.user_email, n.created_at FROM application_notes n JOIN applications a ON a.id = n.application_id WHERE a.sku_id = $1 ORDER BY n.created_at`,
        [skuId],
      ),
      this.dataSource.query(
        `SELECT action, user_email, changes, created_at FROM audit_logs WHERE resource = 'applications' AND record_id = $1 AND action NOT IN ('view', 'list', 'export') ORDER BY created_at`,
        [skuId],
      ),
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

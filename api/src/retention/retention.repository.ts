import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ReviewStatus } from '@evisa/forms';
import { DECIDED_STATUSES } from '../application-life/life.js';
import { PERSONAL_PROMOTED_FIELDS } from '../applications/application.entity.js';

const BLANK_PERSONAL_COLUMNS = PERSONAL_PROMOTED_FIELDS.map((column) => `"${column}" = NULL`).join(', ');

export interface ArchivedUpload {
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  created_at: Date;
}

/**
 * The SQL of retention and erasure: what is held about an application (for its archive), what erasing it removes or
 * blanks across the tables, the applicant's erasure requests, and what is due for removal. `manager`: the caller's
 * transaction.
 */
@Injectable()
export class RetentionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // ---- the archive of one application ----

  async applicationForArchive(skuId: string): Promise<Record<string, unknown> | undefined> {
    const [application]: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT sku_id, payment_status, review_status, form_version, data, created_at, updated_at, review_decided_at, erased_at FROM applications WHERE sku_id = $1`,
      [skuId],
    );
    return application;
  }

  uploadsForArchive(skuId: string): Promise<ArchivedUpload[]> {
    return this.dataSource.query(`SELECT filename, mime, size, sha256, created_at FROM uploads WHERE sku_id = $1 ORDER BY created_at`, [skuId]);
  }

  /** The e-mails that name the application (in subject or text). */
  emailsNaming(skuId: string): Promise<unknown[]> {
    return this.dataSource.query(
      `SELECT "to", subject, text, status, created_at, sent_at FROM outbox WHERE strpos(subject, $1) > 0 OR strpos(text, $1) > 0 ORDER BY created_at`,
      [skuId],
    );
  }

  paymentsForArchive(skuId: string): Promise<unknown[]> {
    return this.dataSource.query(
      `SELECT order_id, capture_id, amount, currency, status, created_at, updated_at FROM payments WHERE sku_id = $1 ORDER BY created_at`,
      [skuId],
    );
  }

  notesForArchive(skuId: string): Promise<unknown[]> {
    return this.dataSource.query(
      `SELECT n.text, n.user_email, n.created_at FROM application_notes n JOIN applications a ON a.id = n.application_id WHERE a.sku_id = $1 ORDER BY n.created_at`,
      [skuId],
    );
  }

  /** The application's history: every change recorded, not the reads. */
  historyForArchive(skuId: string): Promise<unknown[]> {
    return this.dataSource.query(
      `SELECT action, user_email, changes, created_at FROM audit_logs WHERE resource = 'applications' AND record_id = $1 AND action NOT IN ('view', 'list', 'export') ORDER BY created_at`,
      [skuId],
    );
  }

  // ---- erasure ----

  /** The answers, the row locked. */
  async lockAnswers(manager: EntityManager, skuId: string): Promise<Record<string, unknown> | undefined> {
    const [row]: { data: Record<string, unknown> }[] = await manager.query(`SELECT data FROM applications WHERE sku_id = $1 FOR UPDATE`, [skuId]);
    return row?.data;
  }

  /** Blanks the answers and their personal promoted copies. */
  async blankAnswers(manager: EntityManager, skuId: string): Promise<void> {
    await manager.query(`UPDATE applications SET data = '{}', ${BLANK_PERSONAL_COLUMNS}, search_name = NULL, updated_at = now() WHERE sku_id = $1`, [
      skuId,
    ]);
  }

  /** Deletes the e-mails that name the application: how many. */
  async deleteEmailsNaming(manager: EntityManager, skuId: string): Promise<number> {
    const emails: unknown[] = await manager.query(
      `WITH gone AS (DELETE FROM outbox WHERE strpos(subject, $1) > 0 OR strpos(text, $1) > 0 RETURNING id) SELECT id FROM gone`,
      [skuId],
    );
    return emails.length;
  }

  /** Deletes staff's notes on the application: how many. */
  async deleteNotes(manager: EntityManager, skuId: string): Promise<number> {
    const notes: unknown[] = await manager.query(
      `WITH gone AS (DELETE FROM application_notes WHERE application_id = (SELECT id FROM applications WHERE sku_id = $1) RETURNING id) SELECT id FROM gone`,
      [skuId],
    );
    return notes.length;
  }

  async eraseRefundReasons(manager: EntityManager, skuId: string): Promise<void> {
    await manager.query(`UPDATE refund_requests SET reason = '[erased]' WHERE sku_id = $1`, [skuId]);
  }

  /** Replaces the words of staff's notes recorded in the application's history. */
  async eraseNotesInAuditLog(manager: EntityManager, skuId: string): Promise<void> {
    await manager.query(
      `UPDATE audit_logs SET changes = jsonb_set(changes, '{note}', '"[erased]"') WHERE resource = 'applications' AND record_id = $1 AND changes ? 'note'`,
      [skuId],
    );
  }

  // ---- the applicant's erasure requests ----

  /** The applicant's address and name, the row locked; undefined when there is no such application or it is erased. */
  async lockContact(
    manager: EntityManager,
    skuId: string,
  ): Promise<{ Email: string | null; Given_Name: string | null; Surname: string | null; language: string | null } | undefined> {
    const [application]: { Email: string | null; Given_Name: string | null; Surname: string | null; language: string | null }[] = await manager.query(
      `SELECT "Email", "Given_Name", "Surname", language FROM applications WHERE sku_id = $1 AND erased_at IS NULL FOR UPDATE`,
      [skuId],
    );
    return application;
  }

  /** Whether a link sent for this application is still valid. */
  async hasPendingRequest(manager: EntityManager, skuId: string): Promise<boolean> {
    const pending: unknown[] = await manager.query(`SELECT 1 FROM erasure_requests WHERE sku_id = $1 AND expires_at > now() LIMIT 1`, [skuId]);
    return pending.length > 0;
  }

  async insertRequest(manager: EntityManager, tokenHash: string, skuId: string, hours: number): Promise<void> {
    await manager.query(`INSERT INTO erasure_requests (token_hash, sku_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`, [
      tokenHash,
      skuId,
      hours,
    ]);
  }

  /** Uses up the request of this token: its application, undefined when there is none or it has expired. */
  async takeRequest(manager: EntityManager, tokenHash: string): Promise<string | undefined> {
    const [request]: { sku_id: string }[] = await manager.query(
      `WITH used AS (DELETE FROM erasure_requests WHERE token_hash = $1 RETURNING sku_id, expires_at) SELECT sku_id FROM used WHERE expires_at > now()`,
      [tokenHash],
    );
    return request?.sku_id;
  }

  async lockStates(
    manager: EntityManager,
    skuId: string,
  ): Promise<{ id: string; payment_status: string; review_status: ReviewStatus; erased_at: Date | null } | undefined> {
    const [application]: { id: string; payment_status: string; review_status: ReviewStatus; erased_at: Date | null }[] = await manager.query(
      `SELECT id, payment_status, review_status, erased_at FROM applications WHERE sku_id = $1 FOR UPDATE`,
      [skuId],
    );
    return application;
  }

  /** A note on the application from the applicant's request (no staff member wrote it). */
  async insertApplicantNote(manager: EntityManager, applicationId: string, text: string): Promise<void> {
    await manager.query(`INSERT INTO application_notes (application_id, user_id, user_email, text) VALUES ($1, NULL, 'applicant request', $2)`, [
      applicationId,
      text,
    ]);
  }

  /** When the application was erased (null: not yet), the row locked; undefined when there is none. */
  async lockErasedAt(manager: EntityManager, skuId: string): Promise<{ erased_at: Date | null } | undefined> {
    const [application]: { erased_at: Date | null }[] = await manager.query(`SELECT erased_at FROM applications WHERE sku_id = $1 FOR UPDATE`, [
      skuId,
    ]);
    return application;
  }

  // ---- what retention removes ----

  /** The retention lock for this transaction, when no other run holds it. */
  async tryLock(manager: EntityManager, key: number): Promise<boolean> {
    const [{ locked }]: { locked: boolean }[] = await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [key]);
    return locked;
  }

  /** Rows of `table` (enquiries, form_submissions) older than `days`, locked (those another transaction holds skipped). */
  lockOlderThan(manager: EntityManager, table: 'enquiries' | 'form_submissions', days: number): Promise<Array<{ id: string }>> {
    return manager.query(`SELECT id FROM ${table} WHERE created_at < now() - make_interval(days => $1) ORDER BY created_at FOR UPDATE SKIP LOCKED`, [
      days,
    ]);
  }

  async deleteEnquiry(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM enquiries WHERE id = $1`, [id]);
    // Its replies go with it (foreign key); their words in the history were personal data too.
    await manager.query(
      `UPDATE audit_logs SET changes = jsonb_set(changes, '{reply}', '"[erased]"') WHERE resource = 'enquiries' AND record_id = $1 AND changes ? 'reply'`,
      [id],
    );
  }

  async deleteFormSubmission(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM form_submissions WHERE id = $1`, [id]);
  }

  /**
   * Applications unpaid without a change for `unpaidDays`, or decided `decidedDays` ago, locked (held ones skipped).
   * The unpaid are found by their creation (idle that long, created at least that long ago): no index holds
   * updated_at, which every save changes (migration SavesWithoutIndexChanges).
   */
  lockDueApplications(manager: EntityManager, unpaidDays: number, decidedDays: number): Promise<Array<{ sku_id: string; paid: boolean }>> {
    return manager.query(
      `SELECT sku_id, payment_status = 'COMPLETED' AS paid FROM applications
        WHERE erased_at IS NULL
          AND ((payment_status = 'UNPAID' AND created_at < now() - make_interval(days => $1) AND updated_at < now() - make_interval(days => $1))
            OR (payment_status = 'COMPLETED' AND review_status = ANY($3) AND review_decided_at < now() - make_interval(days => $2)))
        ORDER BY created_at
        FOR UPDATE SKIP LOCKED`,
      [unpaidDays, decidedDays, DECIDED_STATUSES],
    );
  }
}

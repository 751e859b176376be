import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export interface LifeRow {
  id: string;
  sku_id: string;
  payment_status: string;
  review_status: string;
  data: Record<string, unknown>;
  language: string | null;
}

export interface TrackRow {
  id: string;
  sku_id: string;
  payment_status: string;
  review_status: string;
  form_version: number;
  Visa_Service: string | null;
  Application_Type: string | null;
  paid_at: Date | null;
  in_review_at: Date | null;
  corrected_at: Date | null;
  submitted_at: string | null;
  review_decided_at: Date | null;
  erased_at: Date | null;
  document: boolean;
}

/**
 * The SQL of an application's life: the state columns (written here alone, see no-other-writers.spec.ts), the
 * tracking page's read and the document's proof failures. `manager`: the caller's transaction.
 */
@Injectable()
export class ApplicationLifeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The application's state and answers, its row locked; undefined when there is none or it is erased. */
  async lock(manager: EntityManager, skuId: string): Promise<LifeRow | undefined> {
    const [row] = (await manager.query(
      `SELECT id, sku_id, payment_status, review_status, data, language FROM applications WHERE sku_id = $1 AND erased_at IS NULL FOR UPDATE`,
      [skuId],
    )) as LifeRow[];
    return row;
  }

  /** Moves a state column (`moves`) to $2, with what the transition writes besides (`also`, over the parameters after $2). */
  async move(manager: EntityManager, moves: string, also: string | undefined, params: unknown[]): Promise<void> {
    await manager.query(`UPDATE applications SET ${moves} = $2${also ? `, ${also}` : ''}, updated_at = now() WHERE id = $1`, params);
  }

  async markErased(manager: EntityManager, skuId: string): Promise<void> {
    await manager.query(`UPDATE applications SET erased_at = now(), decision_document = NULL, updated_at = now() WHERE sku_id = $1`, [skuId]);
  }

  /** Failed proofs for the document of this application in the last `minutes`. */
  async proofFailures(skuId: string, minutes: number): Promise<number> {
    const [{ failures }] = (await this.dataSource.query(
      `SELECT count(*)::int AS failures FROM document_proof_failures WHERE sku_id = $1 AND created_at > now() - make_interval(mins => $2)`,
      [skuId, minutes],
    )) as Array<{ failures: number }>;
    return failures;
  }

  async addProofFailure(skuId: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO document_proof_failures (sku_id) VALUES ($1)`, [skuId]);
  }

  /** The decision document's file and the answers, of an application not erased that has one. */
  async documentOf(skuId: string): Promise<{ filename: string; data: Record<string, unknown>; language: string | null } | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT decision_document AS filename, data, language FROM applications WHERE sku_id = $1 AND erased_at IS NULL AND decision_document IS NOT NULL`,
      [skuId],
    )) as Array<{ filename: string; data: Record<string, unknown>; language: string | null }>;
    return row;
  }

  /** What the tracking page shows of an application. */
  async track(skuId: string): Promise<TrackRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT id, sku_id, payment_status, review_status, form_version, "Visa_Service", "Application_Type", paid_at, in_review_at, corrected_at,
                  to_char(submitted_at, 'YYYY-MM-DD') AS submitted_at, review_decided_at, erased_at, decision_document IS NOT NULL AS document
             FROM applications WHERE sku_id = $1`,
      [skuId],
    )) as TrackRow[];
    return row;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { columnsOf, plannedOnce } from '../database/planned-once.js';
import { Payment } from './payment.entity.js';

/** A payment row with the applicant's name, as staff's list of bank transfers shows it. */
export type TransferRow = Payment & { applicant?: string | null };

/** The SQL of payments beyond TypeORM's entity calls; `manager`: the caller's transaction. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectRepository(Payment) private readonly payments: Repository<Payment>) {}

  /** The look for a pending transfer, built at its first use (planned-once.ts). */
  private pendingTransferStatement?: string;

  /** Every payment of an application, newest first. */
  forApplication(skuId: string): Promise<Payment[]> {
    return this.payments.find({ where: { sku_id: skuId }, order: { created_at: 'DESC' } });
  }

  /** Completed payments of each of the last `weeks` weeks (UTC, from Monday), oldest first; amounts as text. */
  revenuePerWeek(weeks: number): Promise<Array<{ week: string; amount: string; payments: number }>> {
    return this.payments.query(
      `WITH weeks AS (
         SELECT generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - ($1::int - 1) * interval '1 week', date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week') AS week
       )
       SELECT to_char(weeks.week, 'YYYY-MM-DD') AS week, coalesce(sum(pay.amount), 0)::text AS amount, count(pay.id)::int AS payments
       FROM weeks
       LEFT JOIN payments pay
         ON pay.status = 'COMPLETED' AND pay.updated_at >= weeks.week AT TIME ZONE 'UTC' AND pay.updated_at < (weeks.week + interval '1 week') AT TIME ZONE 'UTC'
       GROUP BY weeks.week ORDER BY weeks.week`,
      [weeks],
    );
  }

  /** Voids the application's pending bank transfer other than `paidId` (it was paid another way). */
  async voidOtherTransfers(manager: EntityManager, skuId: string, paidId: string): Promise<void> {
    await manager.query(
      `UPDATE payments SET status = 'VOIDED', voided_reason = 'paid-otherwise', updated_at = now() WHERE sku_id = $1 AND id <> $2 AND method = 'bank_transfer' AND status = 'CREATED'`,
      [skuId, paidId],
    );
  }

  /** A new bank transfer awaited (CREATED): its id. */
  async insertTransfer(
    manager: EntityManager,
    transfer: { reference: string; skuId: string; surcharge: number; amount: number; currency: string },
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO payments (order_id, sku_id, method, surcharge, amount, currency, status) VALUES ($1, $2, 'bank_transfer', $3, $4, $5, 'CREATED') RETURNING id`,
      [transfer.reference, transfer.skuId, transfer.surcharge, transfer.amount, transfer.currency],
    )) as Array<{ id: string }>;
    return id;
  }

  /** A page of bank transfers, newest first, by reference or application id (`q`, upper case) and status; and the total. */
  async transfers(filter: { q?: string; status?: string }, offset: number, limit: number): Promise<{ rows: TransferRow[]; total: number }> {
    const where = [`pay.method = 'bank_transfer'`];
    const params: unknown[] = [];
    const { q } = filter;
    if (q) where.push(`(pay.order_id LIKE $${params.push(`%${q}%`)} OR pay.sku_id = $${params.push(q)})`);
    if (filter.status) where.push(`pay.status = $${params.push(filter.status)}`);
    const sql = `FROM payments pay JOIN applications app ON app.sku_id = pay.sku_id WHERE ${where.join(' AND ')}`;
    const [{ total }] = (await this.payments.query(`SELECT count(*)::int AS total ${sql}`, params)) as Array<{ total: number }>;
    const rows = (await this.payments.query(
      `SELECT pay.*, NULLIF(concat_ws(' ', app."Given_Name", app."Surname"), '') AS applicant ${sql} ORDER BY pay.created_at DESC OFFSET $${params.push(offset)} LIMIT $${params.push(limit)}`,
      params,
    )) as TransferRow[];
    return { rows, total };
  }

  /** Marks the transfers awaited for `days` and not reminded yet as reminded: their rows. */
  async markReminded(manager: EntityManager, days: number): Promise<Payment[]> {
    const reminded = (await manager.query(
      `UPDATE payments SET reminded_at = now() WHERE method = 'bank_transfer' AND status = 'CREATED' AND reminded_at IS NULL
           AND created_at <= now() - make_interval(days => $1) RETURNING *`,
      [days],
    )) as [Payment[], number];
    return reminded[0];
  }

  /** Voids (expired) the transfers awaited for `days`: their rows. */
  async expireTransfers(manager: EntityManager, days: number): Promise<Payment[]> {
    const expired = (await manager.query(
      `UPDATE payments SET status = 'VOIDED', voided_reason = 'expired', updated_at = now() WHERE method = 'bank_transfer' AND status = 'CREATED'
           AND created_at <= now() - make_interval(days => $1) RETURNING *`,
      [days],
    )) as [Payment[], number];
    return expired[0];
  }

  /** The application's pending transfer's row, locked. Plain SQL: every save of an application asks. */
  async lockPendingTransfer(manager: EntityManager, skuId: string): Promise<Payment | undefined> {
    this.pendingTransferStatement ??= `SELECT ${columnsOf(this.payments.metadata)} FROM payments WHERE sku_id = $1 AND method = 'bank_transfer' AND status = 'CREATED' FOR UPDATE`;
    const [row] = await plannedOnce<Payment>(manager, this.pendingTransferStatement, [skuId]);
    return row;
  }
}

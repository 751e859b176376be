import type { PaymentMethod } from '../payments/payment-methods.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { escapeLike } from '../common/escape-like.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import { normalizeApplicationId } from '@evisa/forms';
import type { RefundRequestListQuery } from './refunds.schemas.js';

/** The application a refund is asked for, with its paid payment (none before it is paid). */
export interface RefundableApplication {
  sku_id: string;
  payment_status: string;
  review_status: string;
  paid_at: Date | null;
  arrival: string | null;
  erased: boolean;
  data: Record<string, unknown>;
  /** The language the application was made in: its e-mails are worded in it. */
  language: string | null;
  payment: { id: string; capture_id: string | null; method: PaymentMethod; amount: number; currency: string; refunded: number } | null;
}

export interface RefundRequestRow {
  id: string;
  sku_id: string;
  payment_id: string;
  reason: string;
  status: string;
  currency: string;
  fee: number;
  policy_amount: number;
  policy_rule: string;
  amount: number | null;
  staff_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  claimed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface RefundRequestListRow extends RefundRequestRow {
  applicant: string | null;
  refunded: number;
  paypal_refund_id: string | null;
  bank_reference: string | null;
  payment_status: string;
  review_status: string;
}

// numeric columns arrive as text, so that no cent is lost on the way.
const AMOUNTS = ['fee', 'policy_amount', 'amount', 'refunded'] as const;
function withNumbers<T extends object>(row: T): T {
  const copy = { ...row } as Record<string, unknown>;
  for (const key of AMOUNTS) if (key in copy && copy[key] !== null) copy[key] = Number(copy[key]);
  return copy as T;
}

const LIST_COLUMNS = `r.*, NULLIF(concat_ws(' ', app."Given_Name", app."Surname"), '') AS applicant, app.payment_status, app.review_status,
  (SELECT COALESCE(sum(refund.amount), 0) FROM payment_refunds refund WHERE refund.payment_id = r.payment_id)::text AS refunded,
  (SELECT refund.paypal_refund_id FROM payment_refunds refund WHERE refund.refund_request_id = r.id ORDER BY refund.created_at LIMIT 1) AS paypal_refund_id,
  (SELECT refund.bank_reference FROM payment_refunds refund WHERE refund.refund_request_id = r.id ORDER BY refund.created_at LIMIT 1) AS bank_reference`;

/** The SQL of refund_requests and payment_refunds (the refund ledger), and the reads of applications and payments they need. */
@Injectable()
export class RefundsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The application and its completed payment, the application's row locked when `lock` (until the transaction ends). */
  async application(manager: EntityManager, skuId: string, lock = false): Promise<RefundableApplication | null> {
    const [row] = (await manager.query(
      `SELECT sku_id, payment_status, review_status, paid_at, "Expected_Date_of_Arrival" AS arrival,
              erased_at IS NOT NULL AS erased, data, language
         FROM applications WHERE sku_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [skuId],
    )) as Array<Omit<RefundableApplication, 'payment'>>;
    if (!row) return null;
    const [payment] = (await manager.query(
      `SELECT pay.id, pay.capture_id, pay.method, pay.amount::text AS amount, pay.currency,
              (SELECT COALESCE(sum(refund.amount), 0) FROM payment_refunds refund WHERE refund.payment_id = pay.id)::text AS refunded
         FROM payments pay WHERE pay.sku_id = $1 AND pay.status = 'COMPLETED' ORDER BY pay.updated_at DESC LIMIT 1`,
      [skuId],
    )) as Array<{ id: string; capture_id: string | null; method: PaymentMethod; amount: string; currency: string; refunded: string }>;
    return {
      ...row,
      payment: payment ? { ...payment, amount: Number(payment.amount), refunded: Number(payment.refunded) } : null,
    };
  }

  async latestRequest(manager: EntityManager, skuId: string): Promise<RefundRequestRow | null> {
    const [row] = (await manager.query(`SELECT * FROM refund_requests WHERE sku_id = $1 ORDER BY created_at DESC LIMIT 1`, [
      skuId,
    ])) as RefundRequestRow[];
    return row ? withNumbers(row) : null;
  }

  /** A new PENDING request; the unique index refuses a second open one for the application (a unique violation). */
  async insertRequest(
    manager: EntityManager,
    values: Pick<RefundRequestRow, 'sku_id' | 'payment_id' | 'reason' | 'currency' | 'fee' | 'policy_amount' | 'policy_rule'>,
  ): Promise<RefundRequestRow> {
    const [row] = (await manager.query(
      `INSERT INTO refund_requests (sku_id, payment_id, reason, currency, fee, policy_amount, policy_rule)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [values.sku_id, values.payment_id, values.reason, values.currency, values.fee, values.policy_amount, values.policy_rule],
    )) as RefundRequestRow[];
    return withNumbers(row);
  }

  /** A request, its row locked until the transaction ends. */
  async lockRequest(manager: EntityManager, id: string): Promise<RefundRequestRow | null> {
    const [row] = (await manager.query(`SELECT * FROM refund_requests WHERE id = $1 FOR UPDATE`, [id])) as RefundRequestRow[];
    return row ? withNumbers(row) : null;
  }

  /** Marks an approved request as being refunded by PayPal, with the amount and who approved it. */
  async claim(manager: EntityManager, id: string, approval: { amount: number; staffReason: string | null; by: string }): Promise<void> {
    await manager.query(
      `UPDATE refund_requests SET status = 'REFUNDING', amount = $2, staff_reason = $3, decided_by = $4, claimed_at = now(), updated_at = now() WHERE id = $1`,
      [id, approval.amount, approval.staffReason, approval.by],
    );
  }

  /** Puts a request PayPal did not refund back among the pending ones. */
  async release(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE refund_requests SET status = 'PENDING', amount = NULL, staff_reason = NULL, decided_by = NULL, claimed_at = NULL, updated_at = now()
        WHERE id = $1 AND status = 'REFUNDING'`,
      [id],
    );
  }

  /**
   * The approved request PayPal is refunding `amount` of this payment for, if one is (its refund may be reported by
   * webhook first), with who approved it and why, for the refund's audit entry.
   */
  async refundingRequest(
    manager: EntityManager,
    paymentId: string,
    amount: number,
  ): Promise<Pick<RefundRequestRow, 'id' | 'decided_by' | 'staff_reason'> | null> {
    const [row] = (await manager.query(
      `SELECT id, decided_by, staff_reason FROM refund_requests WHERE payment_id = $1 AND status = 'REFUNDING' AND amount = $2`,
      [paymentId, amount],
    )) as Array<Pick<RefundRequestRow, 'id' | 'decided_by' | 'staff_reason'>>;
    return row ?? null;
  }

  /** Marks a request refunded; false when it was already (a second report of the same refund). */
  async markRefunded(manager: EntityManager, id: string): Promise<boolean> {
    const rows = (await manager.query(
      `UPDATE refund_requests SET status = 'REFUNDED', decided_at = now(), claimed_at = NULL, updated_at = now() WHERE id = $1 AND status <> 'REFUNDED' RETURNING id`,
      [id],
    )) as unknown[];
    return rows.length > 0;
  }

  async decline(manager: EntityManager, id: string, reason: string, by: string): Promise<void> {
    await manager.query(
      `UPDATE refund_requests SET status = 'DECLINED', staff_reason = $2, decided_by = $3, decided_at = now(), updated_at = now() WHERE id = $1`,
      [id, reason, by],
    );
  }

  /** The payment holding capture `captureId`. */
  async paymentOfCapture(captureId: string): Promise<{ id: string } | null> {
    const [row] = (await this.dataSource.query(`SELECT id FROM payments WHERE capture_id = $1 AND status = 'COMPLETED'`, [captureId])) as Array<{
      id: string;
    }>;
    return row ?? null;
  }

  /** A payment, its row locked until the transaction ends: the refunds of one payment are recorded one at a time. */
  async lockPayment(manager: EntityManager, paymentId: string): Promise<{ id: string; sku_id: string; amount: number; currency: string } | null> {
    const [row] = (await manager.query(`SELECT id, sku_id, amount::text AS amount, currency FROM payments WHERE id = $1 FOR UPDATE`, [
      paymentId,
    ])) as Array<{
      id: string;
      sku_id: string;
      amount: string;
      currency: string;
    }>;
    return row ? { ...row, amount: Number(row.amount) } : null;
  }

  /**
   * Records one refund in the ledger, PayPal's (its id) or one sent by the bank (its reference); false when it is
   * there already (PayPal's id is unique, and so is a bank's reference for a payment).
   */
  async insertRefund(
    manager: EntityManager,
    refund: {
      paymentId: string;
      skuId: string;
      paypalRefundId?: string;
      bankReference?: string;
      amount: number;
      currency: string;
      requestId: string | null;
    },
  ): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO payment_refunds (payment_id, sku_id, paypal_refund_id, bank_reference, amount, currency, refund_request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [refund.paymentId, refund.skuId, refund.paypalRefundId ?? null, refund.bankReference ?? null, refund.amount, refund.currency, refund.requestId],
    )) as unknown[];
    if (rows.length === 0 && refund.requestId && refund.paypalRefundId) {
      // Recorded first from PayPal's webhook: the request it answers is known only now.
      await manager.query(`UPDATE payment_refunds SET refund_request_id = $2 WHERE paypal_refund_id = $1 AND refund_request_id IS NULL`, [
        refund.paypalRefundId,
        refund.requestId,
      ]);
    }
    return rows.length > 0;
  }

  async refundedOf(manager: EntityManager, paymentId: string): Promise<number> {
    const [row] = (await manager.query(`SELECT COALESCE(sum(amount), 0)::text AS refunded FROM payment_refunds WHERE payment_id = $1`, [
      paymentId,
    ])) as Array<{
      refunded: string;
    }>;
    return Number(row.refunded);
  }

  async list(query: ListQueryOf<typeof RefundRequestListQuery>): Promise<{ rows: RefundRequestListRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const { q, id, status, sku_id } = query.filter;
    if (q?.trim()) {
      params.push(`%${escapeLike(q.trim())}%`);
      where.push(`(r.sku_id ILIKE $${params.length} OR concat_ws(' ', app."Given_Name", app."Surname") ILIKE $${params.length})`);
    }
    const ids = filteredIds(id);
    if (ids) {
      params.push(ids);
      where.push(`r.id::text = ANY($${params.length}::text[])`);
    }
    if (status) {
      params.push(status);
      where.push(`r.status = $${params.length}`);
    }
    if (sku_id?.trim()) {
      params.push(normalizeApplicationId(sku_id));
      where.push(`r.sku_id = $${params.length}`);
    }
    const from = `FROM refund_requests r LEFT JOIN applications app ON app.sku_id = r.sku_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total ${from}`, params)) as Array<{ total: number }>;
    const rows = (await this.dataSource.query(
      `SELECT ${LIST_COLUMNS} ${from} ORDER BY r."${query.sort}" ${query.order} NULLS LAST, r.id ${query.order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.skip, query.take],
    )) as RefundRequestListRow[];
    return { rows: rows.map(withNumbers), total };
  }

  async findRecord(id: string): Promise<RefundRequestListRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${LIST_COLUMNS} FROM refund_requests r LEFT JOIN applications app ON app.sku_id = r.sku_id WHERE r.id = $1`,
      [id],
    )) as RefundRequestListRow[];
    return row ? withNumbers(row) : null;
  }

  /** The dashboard's figures: requests waiting for staff, and what was refunded in the last `days` days. */
  async summary(days: number): Promise<{ pending: number; refunded: number; refunds: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM refund_requests WHERE status = 'PENDING') AS pending,
              COALESCE(sum(amount), 0)::text AS refunded, count(*)::int AS refunds
         FROM payment_refunds WHERE created_at > now() - make_interval(days => $1)`,
      [days],
    )) as Array<{ pending: number; refunded: string; refunds: number }>;
    return { ...row, refunded: Number(row.refunded) };
  }
}

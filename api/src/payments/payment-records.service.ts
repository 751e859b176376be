import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ReplyOf } from '../contract/contract.js';
import { Payment } from './payment.entity.js';
import type { PaymentRecord } from './payment-records.schemas.js';

type PaymentRecordReply = ReplyOf<typeof PaymentRecord>;

/** Read-only access to payment records, for the back office (the payment flow itself is PaymentCaptureService's and PayPalWebhookService's). */
@Injectable()
export class PaymentRecordsService {
  constructor(@InjectRepository(Payment) private readonly payments: Repository<Payment>) {}

  async forApplication(skuId: string): Promise<PaymentRecordReply[]> {
    const payments = await this.payments.find({ where: { sku_id: skuId }, order: { created_at: 'DESC' } });
    return payments.map(({ id, order_id, capture_id, method, surcharge, amount, currency, status, attempts, created_at, updated_at }) => ({
      id,
      order_id,
      capture_id,
      method,
      surcharge,
      amount,
      currency,
      status,
      attempts,
      created_at,
      updated_at,
    }));
  }

  /**
   * Completed payments of each of the last `weeks` weeks (UTC, from Monday), oldest first, counted in the week
   * their capture completed.
   */
  async revenuePerWeek(weeks: number): Promise<Array<{ week: string; amount: number; payments: number }>> {
    const rows: Array<{ week: string; amount: string; payments: number }> = await this.payments.query(
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
    // numeric arrives as text so that no cent is lost on the way; the sums are far below 2^53 cents.
    return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
  }
}

import { Injectable } from '@nestjs/common';
import type { ReplyOf } from '../contract/contract.js';
import { PaymentsRepository } from './payments.repository.js';
import type { PaymentRecord } from './payment-records.schemas.js';

type PaymentRecordReply = ReplyOf<typeof PaymentRecord>;

/** Read-only access to payment records, for the back office (the payment flow itself is PaymentCaptureService's and PayPalWebhookService's). */
@Injectable()
export class PaymentRecordsService {
  constructor(private readonly repository: PaymentsRepository) {}

  async forApplication(skuId: string): Promise<PaymentRecordReply[]> {
    const payments = await this.repository.forApplication(skuId);
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
    const rows = await this.repository.revenuePerWeek(weeks);
    // numeric arrives as text so that no cent is lost on the way; the sums are far below 2^53 cents.
    return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
  }
}

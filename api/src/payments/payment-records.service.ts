import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Payment } from './payment.entity.js';

/** A payment as staff see it beside the application it pays for. */
export interface PaymentRecord {
  id: string;
  order_id: string;
  capture_id: string | null;
  amount: number;
  currency: string;
  status: Payment['status'];
  attempts: number;
  created_at: Date;
  updated_at: Date;
}

/** Read-only access to payment records, for the back office (the payment flow itself is PaymentCaptureService's and PayPalWebhookService's). */
@Injectable()
export class PaymentRecordsService {
  constructor(@InjectRepository(Payment) private readonly payments: Repository<Payment>) {}

  async forApplication(skuId: string): Promise<PaymentRecord[]> {
    const payments = await this.payments.find({ where: { sku_id: skuId }, order: { created_at: 'DESC' } });
    return payments.map(({ id, order_id, capture_id, amount, currency, status, attempts, created_at, updated_at }) => ({
      id,
      order_id,
      capture_id,
      amount,
      currency,
      status,
      attempts,
      created_at,
      updated_at,
    }));
  }
}

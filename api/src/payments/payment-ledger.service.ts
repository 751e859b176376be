import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ApplicationLifeService, SYSTEM, type Taker } from '../application-life/application-life.service.js';
import type { Application } from '../applications/application.entity.js';
import { Payment } from './payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentReceiptsService } from './payment-receipts.service.js';
import { apiFailure, apiText } from '../i18n/api-messages.js';

/** Spec: the application id is blocked after three failed payment attempts. */
export const MAX_FAILED_ATTEMPTS = 3;
// The spec's rule in its words: 'the application ID is blocked after three failed payment attempts (must reapply)'.
export const BLOCKED_MESSAGE = apiText('PAYMENT_BLOCKED');

/** 409 for a blocked application id, marked `blocked` so that the site can say so instead of offering to pay. */
export function blockedApplication(): ConflictException {
  return new ConflictException({ ...apiFailure('PAYMENT_BLOCKED'), blocked: true });
}

/**
 * The state of each order in the payments table, which capture-Payment and the PayPal webhook both move: paid
 * (once, with its receipt), declined (counted once per attempt), pending; and whether an application may still pay.
 */
@Injectable()
export class PaymentLedgerService {
  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly repository: PaymentsRepository,
    private readonly receipts: PaymentReceiptsService,
    private readonly life: ApplicationLifeService,
  ) {}

  /** Refuses a paid application, and one blocked by three declined payments. */
  async assertPayable(application: Application, manager?: EntityManager): Promise<void> {
    if (application.payment_status === 'COMPLETED') throw new ConflictException(apiFailure('ALREADY_PAID'));
    if ((await this.failedAttempts(application.sku_id, manager)) >= MAX_FAILED_ATTEMPTS) throw blockedApplication();
  }

  async failedAttempts(skuId: string, manager?: EntityManager): Promise<number> {
    const row = await (manager?.getRepository(Payment) ?? this.payments)
      .createQueryBuilder('payment')
      .select('COALESCE(SUM(payment.attempts), 0)', 'failed')
      .where('payment.sku_id = :skuId', { skuId })
      .getRawOne<{ failed: string | number }>();
    return Number(row?.failed ?? 0);
  }

  /**
   * Marks the payment and its application paid, whatever the method; only the call that makes the change queues the
   * receipt. `taker` names who confirmed it in the audit entry (staff for a bank transfer; PayPal's own is the system).
   */
  async complete(payment: Payment, captureId: string, taker: Taker = SYSTEM, received?: number): Promise<Payment> {
    await this.payments.manager.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Payment)
        .set({ status: 'COMPLETED', capture_id: captureId, ...(received === undefined ? {} : { received_amount: received }) })
        .where(`order_id = :orderId AND status <> 'COMPLETED'`, { orderId: payment.order_id })
        .execute();
      if (!result.affected) return;
      await this.life.take(manager, payment.sku_id, 'pay', taker);
      // Paid one way, the application's other pending payment (a bank transfer chosen earlier) is no longer awaited.
      await this.repository.voidOtherTransfers(manager, payment.sku_id, payment.id);
      await this.receipts.queue(manager, await manager.findOneByOrFail(Payment, { order_id: payment.order_id }));
    });
    return this.payments.findOneByOrFail({ order_id: payment.order_id });
  }

  /** A declined capture of our attempt `payment.attempts`, counted once however often it is reported. */
  async declinedAttempt(payment: Payment, captureId: string | null): Promise<void> {
    await this.payments
      .createQueryBuilder()
      .update(Payment)
      .set({ status: 'DECLINED', attempts: () => 'attempts + 1', ...(captureId ? { capture_id: captureId } : {}) })
      .where(`order_id = :orderId AND attempts = :seen AND status <> 'COMPLETED'`, { orderId: payment.order_id, seen: payment.attempts })
      .execute();
  }

  /** A declined capture PayPal reports by webhook, counted once per capture id. */
  async declinedCapture(orderId: string, captureId: string): Promise<void> {
    await this.payments
      .createQueryBuilder()
      .update(Payment)
      .set({ status: 'DECLINED', capture_id: captureId, attempts: () => 'attempts + 1' })
      .where(`order_id = :orderId AND status <> 'COMPLETED' AND capture_id IS DISTINCT FROM :captureId`, { orderId, captureId })
      .execute();
  }

  /** PayPal holds the capture (a review, an e-check): the order waits for the webhook that settles it. */
  async pending(orderId: string, captureId: string): Promise<void> {
    await this.payments
      .createQueryBuilder()
      .update(Payment)
      .set({ status: 'PENDING', capture_id: captureId })
      .where(`order_id = :orderId AND status <> 'COMPLETED'`, { orderId })
      .execute();
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Application } from '../applications/application.entity.js';
import { dearApplicant, MailService } from '../outbox/mail.service.js';
import type { Payment } from './payment.entity.js';

/** The applicant's receipt of a payment, by e-mail. */
@Injectable()
export class PaymentReceiptsService {
  constructor(private readonly mail: MailService) {}

  /** Queued with the change that marks the payment complete, so a receipt exists exactly for each payment made. */
  async queue(manager: EntityManager, payment: Payment): Promise<void> {
    const application = await manager.findOneByOrFail(Application, { sku_id: payment.sku_id });
    const { Email } = application.data;
    if (typeof Email !== 'string') return;
    await this.mail.queue(manager, {
      to: Email,
      subject: `Payment received for e-Visa application ${payment.sku_id}`,
      text: [
        dearApplicant(application.data),
        '',
        `we have received your payment of ${payment.amount.toFixed(2)} ${payment.currency} for the e-Visa application ${payment.sku_id}.`,
        `PayPal order: ${payment.order_id}`,
        `PayPal transaction: ${payment.capture_id}`,
        '',
        'Our team now rechecks your application and will write to you at this address. Please keep this e-mail as your receipt.',
      ].join('\n'),
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Application } from '../applications/application.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DocumentsService } from '../documents/documents.service.js';
import { receiptFacts, receiptOf } from '../documents/receipt.js';
import { FormsService } from '../forms/forms.service.js';
import { MailService } from '../outbox/mail.service.js';
import { paymentReceiptMail } from '../outbox/templates/payment-receipt.mail.js';
import type { Payment } from './payment.entity.js';

/** The applicant's receipt of a payment, by e-mail, with the receipt and the application's summary as PDFs. */
@Injectable()
export class PaymentReceiptsService {
  constructor(
    private readonly mail: MailService,
    private readonly forms: FormsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Queued with the change that marks the payment complete, so a receipt exists exactly for each payment made. */
  async queue(manager: EntityManager, payment: Payment): Promise<void> {
    const application = await manager.findOneByOrFail(Application, { sku_id: payment.sku_id });
    const { Email } = application.data;
    if (typeof Email !== 'string') return;
    const form = await this.forms.version(application.form_version, manager);
    await this.mail.queue(manager, {
      to: Email,
      template: paymentReceiptMail,
      params: {
        skuId: payment.sku_id,
        data: application.data,
        facts: receiptFacts(receiptOf(application, payment, form.definitionIn(application.language ?? undefined), this.config.business)),
      },
      attachments: DocumentsService.attachmentsFor(payment.sku_id),
      language: application.language ?? undefined,
    });
  }
}

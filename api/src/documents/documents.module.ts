import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { PaymentRecordsModule } from '../payments/payment-records.module.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsService } from './documents.service.js';

/** A paid application's receipt and summary as PDF: downloads, and the receipt e-mail's attachments. */
@Module({
  imports: [ApplicationsModule, FormsModule, OutboxModule, PaymentRecordsModule],
  controllers: [DocumentsController],
  providers: [DocumentsService],
})
export class DocumentsModule {}

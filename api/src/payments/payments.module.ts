import { Module } from '@nestjs/common';
import { PaymentRecordsModule } from './payment-records.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationLifeModule } from '../application-life/application-life.module.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { FeesModule } from '../fees/fees.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { RefundsModule } from '../refunds/refunds.module.js';
import { AdminBankTransfersController } from './bank-transfer/admin-bank-transfers.controller.js';
import { BankTransfersController } from './bank-transfer/bank-transfers.controller.js';
import { BankTransfersService } from './bank-transfer/bank-transfers.service.js';
import { Payment } from './payment.entity.js';
import { PaymentToken } from './payment-token.entity.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentCaptureService } from './payment-capture.service.js';
import { PaymentLedgerService } from './payment-ledger.service.js';
import { PaymentOrdersService } from './payment-orders.service.js';
import { PaymentReceiptsService } from './payment-receipts.service.js';
import { PayPalWebhookService } from './paypal-webhook.service.js';
import { PaymentTokenGuard } from './payment-token.guard.js';
import { PaymentTokensService } from './payment-tokens.service.js';
import { PayPalClient } from './paypal/paypal.client.js';
import { PayPalWebhookEventRecord } from './paypal-webhook-event.entity.js';

@Module({
  imports: [
    FormsModule,
    OutboxModule,
    TypeOrmModule.forFeature([Payment, PaymentToken, PayPalWebhookEventRecord]),
    ApplicationsModule,
    PaymentRecordsModule,
    FeesModule,
    ApplicationLifeModule,
    // The webhook reports PayPal's refunds to the refund ledger.
    RefundsModule,
  ],
  controllers: [PaymentsController, BankTransfersController, AdminBankTransfersController],
  providers: [
    BankTransfersService,
    PaymentOrdersService,
    PaymentCaptureService,
    PayPalWebhookService,
    PaymentLedgerService,
    PaymentReceiptsService,
    PaymentTokensService,
    PaymentTokenGuard,
    PayPalClient,
  ],
  // The maintenance run reminds and lapses pending transfers.
  exports: [BankTransfersService],
})
export class PaymentsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '../applications/applications.module.js';
import { FeesModule } from '../fees/fees.module.js';
import { Payment } from './payment.entity.js';
import { PaymentToken } from './payment-token.entity.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PaymentTokenGuard } from './PaymentTokenGuard.js';
import { PaymentTokensService } from './paymentTokens.service.js';
import { PayPalClient } from './paypal/paypal.client.js';
import { PayPalWebhookEventRecord } from './paypal-webhook-event.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Payment, PaymentToken, PayPalWebhookEventRecord]), ApplicationsModule, FeesModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentTokensService, PaymentTokenGuard, PayPalClient],
})
export class PaymentsModule {}

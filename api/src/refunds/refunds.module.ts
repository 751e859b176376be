import { Module } from '@nestjs/common';
import { ApplicationLifeModule } from '../application-life/application-life.module.js';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { PayPalClient } from '../payments/paypal/paypal.client.js';
import { AdminRefundRequestsController } from './admin-refund-requests.controller.js';
import { RefundLedgerService } from './refund-ledger.service.js';
import { RefundRequestsService } from './refund-requests.service.js';
import { RefundsController } from './refunds.controller.js';
import { RefundsRepository } from './refunds.repository.js';

/**
 * Refunds by the published policy (issue 26 item 4): the requests, their approval through PayPal's refund API and
 * the refund ledger, which the payments' webhook also reports to. Its own PayPal client (stateless but for a token)
 * keeps this module free of the payments module, which imports it.
 */
@Module({
  imports: [ApplicationLifeModule, AuditLogsModule, OutboxModule],
  controllers: [RefundsController, AdminRefundRequestsController],
  providers: [RefundsRepository, RefundLedgerService, RefundRequestsService, PayPalClient],
  exports: [RefundLedgerService, RefundRequestsService],
})
export class RefundsModule {}

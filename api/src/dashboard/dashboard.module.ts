import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { EnquiriesModule } from '../enquiries/enquiries.module.js';
import { PaymentRecordsModule } from '../payments/payment-records.module.js';
import { RefundsModule } from '../refunds/refunds.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

// Owns no table: each figure comes from the service of the module that keeps it.
@Module({
  imports: [ApplicationsModule, PaymentRecordsModule, EnquiriesModule, RefundsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}

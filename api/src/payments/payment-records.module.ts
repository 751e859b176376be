import { Module } from '@nestjs/common';
import { PaymentsRepository } from './payments.repository.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Payment } from './payment.entity.js';
import { PaymentRecordsService } from './payment-records.service.js';

// Apart from PaymentsModule, which builds on ApplicationsModule: the application page reads payments without a cycle.
@Module({
  imports: [TypeOrmModule.forFeature([Payment])],
  providers: [PaymentsRepository, PaymentRecordsService],
  exports: [PaymentRecordsService, PaymentsRepository],
})
export class PaymentRecordsModule {}

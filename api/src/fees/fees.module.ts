import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { AdminFeesController } from './admin-fees.controller.js';
import { Fee, FeeAmount } from './fee.entity.js';
import { FeesController } from './fees.controller.js';
import { FeesRepository } from './fees.repository.js';
import { FeesService } from './fees.service.js';

@Module({
  imports: [FormsModule, AuditLogsModule, TypeOrmModule.forFeature([Fee, FeeAmount])],
  controllers: [FeesController, AdminFeesController],
  providers: [FeesRepository, FeesService],
  exports: [FeesService],
})
export class FeesModule {}

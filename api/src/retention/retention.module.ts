import { Module } from '@nestjs/common';
import { ApplicationLifeModule } from '../application-life/application-life.module.js';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { LiveHelpModule } from '../live-help/live-help.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ArchiveService } from './archive.service.js';
import { ErasureRequestsService } from './erasure-requests.service.js';
import { ErasureService } from './erasure.service.js';
import { MaintenanceService } from './maintenance.service.js';
import { RetentionController } from './retention.controller.js';
import { RetentionRepository } from './retention.repository.js';
import { RetentionService } from './retention.service.js';

@Module({
  imports: [OutboxModule, AuditLogsModule, UploadsModule, ApplicationLifeModule, PaymentsModule, LiveHelpModule],
  controllers: [RetentionController],
  providers: [RetentionRepository, ArchiveService, ErasureService, ErasureRequestsService, RetentionService, MaintenanceService],
  exports: [ErasureService, RetentionService],
})
export class RetentionModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationLifeModule } from '../application-life/application-life.module.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { AdminCorrectionsController } from './admin-corrections.controller.js';
import { CorrectionRequest } from './correction-request.entity.js';
import { CorrectionsController } from './corrections.controller.js';
import { CorrectionsService } from './corrections.service.js';

/** Staff ask for corrections of a paid application; the applicant sends them back (issue 12). */
@Module({
  imports: [FormsModule, OutboxModule, AuditLogsModule, TypeOrmModule.forFeature([CorrectionRequest]), ApplicationsModule, ApplicationLifeModule],
  controllers: [CorrectionsController, AdminCorrectionsController],
  providers: [CorrectionsService],
})
export class CorrectionsModule {}

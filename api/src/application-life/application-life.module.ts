import { Module } from '@nestjs/common';
import { ApplicationLifeRepository } from './application-life.repository.js';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ApplicationLifeService } from './application-life.service.js';
import { TrackController } from './track.controller.js';
import { TrackService } from './track.service.js';

/** The application's life: its states, transitions and their one writer (issue 26). */
@Module({
  imports: [AuditLogsModule, OutboxModule, FormsModule, UploadsModule],
  controllers: [TrackController],
  providers: [ApplicationLifeRepository, ApplicationLifeService, TrackService],
  exports: [ApplicationLifeService],
})
export class ApplicationLifeModule {}

import { Module } from '@nestjs/common';
import { OutboxRepository } from './outbox.repository.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { MailAttachments } from './mail-attachments.js';
import { MailService } from './mail.service.js';
import { MailWorker } from './mail.worker.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { OutboxController } from './outbox.controller.js';
import { OutboxService } from './outbox.service.js';

@Module({
  imports: [AuditLogsModule, TypeOrmModule.forFeature([OutboxMessage])],
  controllers: [OutboxController],
  providers: [OutboxRepository, MailService, MailAttachments, MailWorker, OutboxService],
  exports: [MailService, MailAttachments],
})
export class OutboxModule {}

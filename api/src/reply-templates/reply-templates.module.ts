import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { ReplyTemplate } from './reply-template.entity.js';
import { ReplyTemplatesController } from './reply-templates.controller.js';
import { ReplyTemplatesService } from './reply-templates.service.js';

@Module({
  imports: [AuditLogsModule, TypeOrmModule.forFeature([ReplyTemplate])],
  controllers: [ReplyTemplatesController],
  providers: [ReplyTemplatesService],
})
export class ReplyTemplatesModule {}

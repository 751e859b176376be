import { Module } from '@nestjs/common';
import { EnquiriesRepository } from './enquiries.repository.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { AdminEnquiriesController } from './admin-enquiries.controller.js';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiriesService } from './enquiries.service.js';
import { Enquiry } from './enquiry.entity.js';
import { EnquiryReply } from './enquiry-reply.entity.js';

@Module({
  imports: [ApplicationsModule, OutboxModule, AuditLogsModule, FormsModule, TypeOrmModule.forFeature([Enquiry, EnquiryReply])],
  controllers: [EnquiriesController, AdminEnquiriesController],
  providers: [EnquiriesRepository, EnquiriesService],
  exports: [EnquiriesService],
})
export class EnquiriesModule {}

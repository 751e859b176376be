import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEnquiriesController } from './admin-enquiries.controller.js';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiriesService } from './enquiries.service.js';
import { Enquiry } from './enquiry.entity.js';
import { EnquiryReply } from './enquiry-reply.entity.js';

@Module({ imports: [TypeOrmModule.forFeature([Enquiry, EnquiryReply])], controllers: [EnquiriesController, AdminEnquiriesController], providers: [EnquiriesService] })
export class EnquiriesModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiriesService } from './enquiries.service.js';
import { Enquiry } from './enquiry.entity.js';

@Module({ imports: [TypeOrmModule.forFeature([Enquiry])], controllers: [EnquiriesController], providers: [EnquiriesService] })
export class EnquiriesModule {}

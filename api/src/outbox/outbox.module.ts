import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailService } from './mail.service.js';
import { OutboxMessage } from './outbox-message.entity.js';

@Global()
@Module({ imports: [TypeOrmModule.forFeature([OutboxMessage])], providers: [MailService], exports: [MailService] })
export class OutboxModule {}

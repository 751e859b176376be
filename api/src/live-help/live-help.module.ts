import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { EnquiriesModule } from '../enquiries/enquiries.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminLiveHelpController } from './admin-live-help.controller.js';
import { LiveHelpBus } from './live-help-bus.js';
import { LiveHelpConversation } from './live-help-conversation.entity.js';
import { LiveHelpController } from './live-help.controller.js';
import { LiveHelpMessage } from './live-help-message.entity.js';
import { LiveHelpRepository } from './live-help.repository.js';
import { LiveHelpService } from './live-help.service.js';
import { LiveHelpStreams } from './live-help-streams.service.js';

@Module({
  imports: [
    ApplicationsModule,
    EnquiriesModule,
    UsersModule,
    OutboxModule,
    AuditLogsModule,
    TypeOrmModule.forFeature([LiveHelpConversation, LiveHelpMessage]),
  ],
  controllers: [LiveHelpController, AdminLiveHelpController],
  providers: [LiveHelpRepository, LiveHelpService, LiveHelpBus, LiveHelpStreams],
  exports: [LiveHelpService, LiveHelpStreams],
})
export class LiveHelpModule {}

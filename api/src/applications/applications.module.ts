import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationLifeModule } from '../application-life/application-life.module.js';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { FeesModule } from '../fees/fees.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { PaymentRecordsModule } from '../payments/payment-records.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminApplicationsController } from './admin-applications.controller.js';
import { AdminApplicationsService } from './admin-applications.service.js';
import { ApplicationNote } from './application-note.entity.js';
import { Application } from './application.entity.js';
import { ApplicationsController } from './applications.controller.js';
import { ApplicationsRepository } from './applications.repository.js';
import { ApplicationsService } from './applications.service.js';
import { GeoIpService } from './geo-ip.service.js';

@Module({
  imports: [
    FormsModule,
    OutboxModule,
    AuditLogsModule,
    TypeOrmModule.forFeature([Application, ApplicationNote]),
    FeesModule,
    UploadsModule,
    PaymentRecordsModule,
    UsersModule,
    ApplicationLifeModule,
  ],
  controllers: [ApplicationsController, AdminApplicationsController],
  providers: [ApplicationsRepository, ApplicationsService, AdminApplicationsService, GeoIpService],
  exports: [ApplicationsService, AdminApplicationsService, ApplicationsRepository],
})
export class ApplicationsModule {}

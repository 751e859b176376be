import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from './applications/applications.module.js';
import { AuditLogsModule } from './audit-logs/audit-logs.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { throttlers } from './common/rate-limit.decorator.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { ReplyCheckInterceptor } from './contract/reply-check.interceptor.js';
import { CorrectionsModule } from './corrections/corrections.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { databaseOptions } from './database/database-options.js';
import { EnquiriesModule } from './enquiries/enquiries.module.js';
import { FeesModule } from './fees/fees.module.js';
import { FormDefinitionsModule } from './form-definitions/form-definitions.module.js';
import { FormCatalogueModule } from './forms/form-catalogue.module.js';
import { FormsModule } from './forms/forms.module.js';
import { FormSubmissionsModule } from './form-submissions/form-submissions.module.js';
import { HealthModule } from './health/health.module.js';
import { LiveHelpModule } from './live-help/live-help.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { ReplyTemplatesModule } from './reply-templates/reply-templates.module.js';
import { RateLimitsModule, SharedThrottlerStorage } from './rate-limits/rate-limits.module.js';
import { RateLimitGuard } from './rate-limits/rate-limit.guard.js';
import { DocumentsModule } from './documents/documents.module.js';
import { RetentionModule } from './retention/retention.module.js';
import { UploadsModule } from './uploads/uploads.module.js';

export interface Database {
  url: string;
  embedded: boolean;
}

@Module({})
export class AppModule {
  /** `paypalEmulator`: the PayPal sandbox emulator's module, given in test mode only (see loadPayPalEmulator). */
  static register(config: AppConfig, database: Database, paypalEmulator?: Type): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(databaseOptions(database.url, database.embedded, config.databasePoolSize)),
        ThrottlerModule.forRootAsync({
          imports: [RateLimitsModule],
          inject: [SharedThrottlerStorage],
          useFactory: (storage: SharedThrottlerStorage) => ({
            throttlers: throttlers(config.rateLimits),
            storage,
            errorMessage: 'Too many requests. Please wait a minute and try again.',
          }),
        }),
        FormsModule,
        FormDefinitionsModule,
        FormCatalogueModule,
        OutboxModule,
        AuditLogsModule,
        HealthModule,
        AuthModule,
        ApplicationsModule,
        CorrectionsModule,
        FeesModule,
        EnquiriesModule,
        FormSubmissionsModule,
        ReplyTemplatesModule,
        UploadsModule,
        RetentionModule,
        PaymentsModule,
        DocumentsModule,
        DashboardModule,
        LiveHelpModule,
        ...(paypalEmulator ? [paypalEmulator] : []),
      ],
      providers: [
        // One guard instance: Nest's for every route, and the applicant calls' own (applications.thin-path.ts).
        RateLimitGuard,
        { provide: APP_GUARD, useExisting: RateLimitGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        ...(config.checkResponses ? [{ provide: APP_INTERCEPTOR, useClass: ReplyCheckInterceptor }] : []),
      ],
    };
  }
}

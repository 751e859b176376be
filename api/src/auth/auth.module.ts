import { Module } from '@nestjs/common';
import { SecuritySettingsRepository } from './security-settings.repository.js';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { Session } from './session.entity.js';
import { StaffSecurityController } from './staff-security.controller.js';
import { TwoFactorService } from './two-factor.service.js';
import { StaffAuthGuard } from './staff-auth.guard.js';

@Module({
  imports: [AuditLogsModule, UsersModule, TypeOrmModule.forFeature([Session])],
  controllers: [AuthController, StaffSecurityController],
  providers: [AuthService, TwoFactorService, SecuritySettingsRepository, { provide: APP_GUARD, useClass: StaffAuthGuard }],
  exports: [AuthService],
})
export class AuthModule {}

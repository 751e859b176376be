import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { Session } from './session.entity.js';
import { StaffAuthGuard } from './StaffAuthGuard.js';

@Module({
  imports: [UsersModule, TypeOrmModule.forFeature([Session])],
  controllers: [AuthController],
  providers: [AuthService, { provide: APP_GUARD, useClass: StaffAuthGuard }],
})
export class AuthModule {}

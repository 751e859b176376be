import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

// Reads across applications, payments and enquiries with aggregate SQL; it owns no entity.
@Module({ controllers: [DashboardController], providers: [DashboardService] })
export class DashboardModule {}

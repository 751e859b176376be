import { Module } from '@nestjs/common';
import { StorageModule } from '../uploads/storage/storage.module.js';
import { HealthController } from './health.controller.js';
import { HealthRepository } from './health.repository.js';

@Module({ imports: [StorageModule], controllers: [HealthController], providers: [HealthRepository] })
export class HealthModule {}

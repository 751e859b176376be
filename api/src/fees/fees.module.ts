import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminFeesController } from './admin-fees.controller.js';
import { Fee, FeeAmount } from './fee.entity.js';
import { FeesController } from './fees.controller.js';
import { FeesService } from './fees.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Fee, FeeAmount])],
  controllers: [FeesController, AdminFeesController],
  providers: [FeesService],
  exports: [FeesService],
})
export class FeesModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Fee } from './fee.entity.js';
import { FeesController } from './fees.controller.js';
import { FeesService } from './fees.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Fee])],
  controllers: [FeesController],
  providers: [FeesService],
  exports: [FeesService],
})
export class FeesModule {}

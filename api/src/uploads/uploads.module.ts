import { Module } from '@nestjs/common';
import { UploadsRepository } from './uploads.repository.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FileLinksService } from './file-links.service.js';
import { StorageModule } from './storage/storage.module.js';
import { Upload } from './upload.entity.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Upload]), StorageModule],
  controllers: [UploadsController],
  providers: [UploadsRepository, UploadsService, FileLinksService],
  exports: [UploadsService, FileLinksService],
})
export class UploadsModule {}

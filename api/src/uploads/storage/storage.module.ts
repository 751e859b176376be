import { join } from 'node:path';
import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

/**
 * The bucket when S3_BUCKET is set, else DATA_DIR/uploads on the local disk. The AWS SDK (about 3 MB of heap) is
 * loaded only when the bucket is used.
 */
async function fileStorage(config: AppConfig): Promise<FileStorage> {
  const storage = config.s3 ? new (await import('./s3-storage.js')).S3Storage(config.s3) : new LocalDiskStorage(join(config.dataDir, 'uploads'));
  new Logger('FileStorage').log(`Uploads kept in ${storage.description}`);
  return storage;
}

/** Imported by the modules that keep or read files (uploads, health's readiness). */
@Module({
  providers: [{ provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: fileStorage }],
  exports: [FILE_STORAGE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  onApplicationShutdown(): void {
    this.storage.destroy?.();
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DefinitionWorkers } from '@evisa/forms';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The worker threads that check, compile and build definition versions (@evisa/forms' DefinitionWorkers), bounded by
 * DEFINITION_WORK_SECONDS and DEFINITION_WORK_MEMORY_MB: the API's event loop never waits for that work.
 */
@Injectable()
export class DefinitionBuilds extends DefinitionWorkers implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'definitionWork'>) {
    super({ timeoutMs: config.definitionWork.seconds * 1000, memoryMb: config.definitionWork.memoryMb });
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }
}

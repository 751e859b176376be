import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Fails, type ReplyOf, Returns } from '../contract/contract.js';
import { FILE_STORAGE, type FileStorage } from '../uploads/storage/file-storage.js';
import { HealthRepository } from './health.repository.js';
import { Health, NotReady, Readiness } from './health.schemas.js';

async function reachable(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  try {
    await check();
    return 'up';
  } catch {
    return 'down';
  }
}

// Probes from a proxy or an orchestrator come every few seconds, from one address: never rate-limited.
@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: HealthRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness with a database round trip' })
  @Returns(Health)
  @Fails({ 503: 'The database does not answer' })
  async check(): Promise<ReplyOf<typeof Health>> {
    if ((await reachable(() => this.database.ping())) === 'down') throw new ServiceUnavailableException('The database does not answer.');
    return { status: 'ok', database: 'up' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness for a proxy or an orchestrator: the database and the file storage (disk or bucket) both answer' })
  @Returns(Readiness)
  @Fails({ 503: ['A backing service does not answer; the body says which', NotReady] })
  async ready(): Promise<ReplyOf<typeof Readiness>> {
    const [database, storage] = await Promise.all([reachable(() => this.database.ping()), reachable(() => this.storage.check())]);
    if (database === 'down' || storage === 'down') {
      throw new ServiceUnavailableException({
        success: false,
        status: false,
        message: 'Not ready: a backing service does not answer.',
        database,
        storage,
      });
    }
    return { status: 'ready', database: 'up', storage: 'up' };
  }
}

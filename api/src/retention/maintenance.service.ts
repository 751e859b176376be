import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SignInFailuresRepository } from '../auth/sign-in-failures.repository.js';
import { BankTransfersService } from '../payments/bank-transfer/bank-transfers.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { type RetentionReport, RetentionService } from './retention.service.js';

const HOUR_MS = 60 * 60 * 1000;
// The first run waits for the start-up to settle.
const FIRST_RUN_MS = 60 * 1000;

/**
 * Every hour, on every replica (each step is safe to run twice): files no application took for a day go,
 * forgotten sign-in failures go, and the retention run erases what is due (one replica at a time).
 */
@Injectable()
export class MaintenanceService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MaintenanceService.name);
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly retention: RetentionService,
    private readonly bankTransfers: BankTransfersService,
  ) {}

  onApplicationBootstrap(): void {
    this.timers = [setTimeout(() => this.wake(), FIRST_RUN_MS), setInterval(() => this.wake(), HOUR_MS)];
    for (const timer of this.timers) timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    await this.running;
  }

  private wake(): void {
    if (this.running) return;
    this.running = this.run()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`Maintenance run failed: ${error instanceof Error ? error.message : error}`))
      .finally(() => (this.running = null));
  }

  /** One run of every step; what the retention part did, how many unattached files went, and the bank transfers reminded and lapsed. */
  async run(): Promise<RetentionReport & { unattached_uploads_removed: number; bank_transfers_reminded: number; bank_transfers_expired: number }> {
    const removed = await this.uploads.removeUnattached();
    if (removed) this.logger.log(`Removed ${removed} uploaded file(s) that no application took within a day`);
    await new SignInFailuresRepository(this.dataSource.manager).forgetOld();
    const transfers = await this.bankTransfers.remindAndLapse();
    return {
      ...(await this.retention.run()),
      unattached_uploads_removed: removed,
      bank_transfers_reminded: transfers.reminded,
      bank_transfers_expired: transfers.expired,
    };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The database's side of the health checks. */
@Injectable()
export class HealthRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One round trip to the database; throws when it does not answer. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}

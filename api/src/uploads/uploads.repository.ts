import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** The SQL of uploads beyond TypeORM's entity calls, and the server's file-link secret; `manager`: the caller's transaction. */
@Injectable()
export class UploadsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Holds the upload quota's lock of one uploader until the transaction ends: their uploads are counted one at a time. */
  async lockQuota(manager: EntityManager, uploader: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`upload-quota:${uploader}`]);
  }

  /** Deletes every file row of an application: the names they had. */
  async deleteForApplication(manager: EntityManager, skuId: string): Promise<string[]> {
    const rows: { filename: string }[] = await manager.query(
      `WITH gone AS (DELETE FROM uploads WHERE sku_id = $1 RETURNING filename) SELECT filename FROM gone`,
      [skuId],
    );
    return rows.map((row) => row.filename);
  }

  /** The secret file links are signed with, made by a migration when none is configured. */
  async fileLinkSecret(): Promise<string> {
    const rows: { value: string }[] = await this.dataSource.query(`SELECT value FROM server_secrets WHERE name = 'file_links'`);
    return rows[0]!.value;
  }
}

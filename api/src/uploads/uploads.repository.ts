import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, LessThan, MoreThan, type Repository } from 'typeorm';
import { Upload } from './upload.entity.js';

/** The SQL of uploads, and the server's file-link secret; `manager`: the caller's transaction. */
@Injectable()
export class UploadsRepository {
  constructor(@InjectRepository(Upload) private readonly uploads: Repository<Upload>) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.uploads.manager.transaction(work);
  }

  /** How many files one uploader stored since `since` that no application holds. */
  countUnattachedSince(manager: EntityManager, uploader: string, since: Date): Promise<number> {
    return manager.count(Upload, { where: { uploader, sku_id: IsNull(), created_at: MoreThan(since) } });
  }

  async insert(
    manager: EntityManager,
    upload: Pick<Upload, 'filename' | 'mime' | 'size' | 'sha256' | 'width' | 'height' | 'uploader'>,
  ): Promise<void> {
    await manager.insert(Upload, upload);
  }

  /** A file's row by its name; when `skuId` is given, only if it is attached to that application. */
  find(filename: string, skuId?: string): Promise<Upload | null> {
    return this.uploads.findOneBy({ filename, ...(skuId === undefined ? {} : { sku_id: skuId }) });
  }

  /**
   * Attaches to application `skuId` the files of these names that no application holds yet, then reads every one of
   * them (attached here or elsewhere).
   */
  async attachUnowned(manager: EntityManager, filenames: string[], skuId: string): Promise<Upload[]> {
    await manager.update(Upload, { filename: In(filenames), sku_id: IsNull() }, { sku_id: skuId });
    return manager.findBy(Upload, { filename: In(filenames) });
  }

  /** A file's row, locked until the transaction ends. */
  lock(manager: EntityManager, filename: string): Promise<Upload | null> {
    return manager.findOne(Upload, { where: { filename }, lock: { mode: 'pessimistic_write' } });
  }

  async attach(manager: EntityManager, filename: string, skuId: string): Promise<void> {
    await manager.update(Upload, { filename }, { sku_id: skuId });
  }

  /** Deletes the rows of the files uploaded before `before` that no application took: the names they had. */
  async deleteUnattachedBefore(before: Date): Promise<string[]> {
    const gone = await this.uploads
      .createQueryBuilder()
      .delete()
      .where({ sku_id: IsNull(), created_at: LessThan(before) })
      .returning(['filename'])
      .execute();
    return (gone.raw as { filename: string }[]).map((row) => row.filename);
  }

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
    const rows: { value: string }[] = await this.uploads.manager.query(`SELECT value FROM server_secrets WHERE name = 'file_links'`);
    return rows[0]!.value;
  }
}

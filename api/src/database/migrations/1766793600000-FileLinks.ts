import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Signed file links (their key, shared by every replica) and the per-address quota of unattached uploads. */
export class FileLinks1766793600000 implements MigrationInterface {
  name = 'FileLinks1766793600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "server_secrets" ("name" varchar(64) PRIMARY KEY, "value" text NOT NULL)`);
    await queryRunner.query(`INSERT INTO "server_secrets" ("name", "value") VALUES ('file_links', $1)`, [randomBytes(32).toString('base64url')]);
    // A keyed hash of the uploading address, never the address itself: enough to count, nothing to read.
    await queryRunner.query(`ALTER TABLE "uploads" ADD COLUMN "uploader" char(43)`);
    await queryRunner.query(`CREATE INDEX "uploads_unattached" ON "uploads" ("created_at") WHERE "sku_id" IS NULL`);
    await queryRunner.query(`CREATE INDEX "uploads_uploader" ON "uploads" ("uploader", "created_at") WHERE "sku_id" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uploads_uploader"`);
    await queryRunner.query(`DROP INDEX "uploads_unattached"`);
    await queryRunner.query(`ALTER TABLE "uploads" DROP COLUMN "uploader"`);
    await queryRunner.query(`DROP TABLE "server_secrets"`);
  }
}

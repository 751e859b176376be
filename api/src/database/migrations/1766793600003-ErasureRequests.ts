import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An applicant's request to erase an application, waiting for the confirmation link e-mailed to them. */
export class ErasureRequests1766793600003 implements MigrationInterface {
  name = 'ErasureRequests1766793600003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "erasure_requests" (
        "token_hash" char(64) PRIMARY KEY,
        "sku_id" varchar(32) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "erasure_requests_sku_idx" ON "erasure_requests" ("sku_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "erasure_requests"`);
  }
}

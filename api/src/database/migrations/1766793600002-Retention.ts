import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Retention: when staff decided an application (the clock of its erasure once paid), and when it was erased. */
export class Retention1766793600002 implements MigrationInterface {
  name = 'Retention1766793600002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "applications" ADD COLUMN "review_decided_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "applications" ADD COLUMN "erased_at" timestamptz`);
    // Decided before this column existed: the last change is the best date there is.
    await queryRunner.query(
      `UPDATE "applications" SET "review_decided_at" = "updated_at" WHERE "review_status" IN ('APPROVED', 'REJECTED', 'SUBMITTED')`,
    );
    await queryRunner.query(`CREATE INDEX "applications_retention_idx" ON "applications" ("payment_status", "updated_at") WHERE "erased_at" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "applications_retention_idx"`);
    await queryRunner.query(`ALTER TABLE "applications" DROP COLUMN "erased_at", DROP COLUMN "review_decided_at"`);
  }
}

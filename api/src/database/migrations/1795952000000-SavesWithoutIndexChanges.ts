import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The retention sweep's indexes on columns a save never writes (issue 31). Its index on (payment_status, updated_at)
 * changed with every save, so no save could be a heap-only (HOT) update: each one added an entry to every one of
 * the table's indexes, the trigram index of names among them, and logged them all. The sweep now finds unpaid
 * applications by their creation (one idle for N days was created at least N days ago) and decided ones by their
 * decision; a save of answers that changes no other indexed column stays on its page and touches no index.
 */
export class SavesWithoutIndexChanges1795952000000 implements MigrationInterface {
  name = 'SavesWithoutIndexChanges1795952000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "applications_retention_idx"`);
    await queryRunner.query(
      `CREATE INDEX "applications_unpaid_retention_idx" ON "applications" ("created_at") WHERE "erased_at" IS NULL AND "payment_status" = 'UNPAID'`,
    );
    await queryRunner.query(
      `CREATE INDEX "applications_decided_retention_idx" ON "applications" ("review_decided_at") WHERE "erased_at" IS NULL AND "payment_status" = 'COMPLETED'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "applications_decided_retention_idx"`);
    await queryRunner.query(`DROP INDEX "applications_unpaid_retention_idx"`);
    await queryRunner.query(`CREATE INDEX "applications_retention_idx" ON "applications" ("payment_status", "updated_at") WHERE "erased_at" IS NULL`);
  }
}

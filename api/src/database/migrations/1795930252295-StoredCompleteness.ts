import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The incomplete steps stored with the answers and the day they were checked, so View-application checks no step
 * (api/src/applications/completeness.ts). Rows saved before have neither: they are checked on read until saved.
 */
export class StoredCompleteness1795930252295 implements MigrationInterface {
  name = 'StoredCompleteness1795930252295';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "applications" ADD COLUMN "incomplete_steps" jsonb, ADD COLUMN "checked_on" date`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "applications" DROP COLUMN "checked_on", DROP COLUMN "incomplete_steps"`);
  }
}

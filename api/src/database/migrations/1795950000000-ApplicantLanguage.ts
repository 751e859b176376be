import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The applicant's language (issue 29), kept with the application: the one the application was made in, changed by a
 * later save in another; its e-mails and documents are worded in it. Applications made before have none (English).
 */
export class ApplicantLanguage1795950000000 implements MigrationInterface {
  name = 'ApplicantLanguage1795950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "applications" ADD "language" varchar(8)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "applications" DROP COLUMN "language"`);
  }
}

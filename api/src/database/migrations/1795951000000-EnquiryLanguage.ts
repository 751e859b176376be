import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a contact-form message was sent in (issue 29): its acknowledgement and staff's replies are framed
 * in it. Enquiries sent before have none (English).
 */
export class EnquiryLanguage1795951000000 implements MigrationInterface {
  name = 'EnquiryLanguage1795951000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "enquiries" ADD "language" varchar(8)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "enquiries" DROP COLUMN "language"`);
  }
}

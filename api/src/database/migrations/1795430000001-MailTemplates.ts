import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails from templates: each message keeps what its template wrote (the worker makes the HTML part from it) and
 * references to the documents attached when it is sent (a receipt, a summary), made then, not stored.
 */
export class MailTemplates1795430000001 implements MigrationInterface {
  name = 'MailTemplates1795430000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox" ADD COLUMN "message" jsonb, ADD COLUMN "attachments" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox" DROP COLUMN "message", DROP COLUMN "attachments"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved replies staff pick when they answer an enquiry or ask an applicant for corrections. */
export class ReplyTemplates1795430000000 implements MigrationInterface {
  name = 'ReplyTemplates1795430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "reply_templates" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" varchar NOT NULL,
        "text" text NOT NULL,
        "use" varchar NOT NULL CHECK ("use" IN ('enquiry', 'correction')),
        "updated_by" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The picker lists one use's replies by title.
    await queryRunner.query(`CREATE INDEX "reply_templates_use_title_idx" ON "reply_templates" ("use", "title")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reply_templates"`);
  }
}

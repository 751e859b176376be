import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * More than one form (issue 27): the catalogue of forms (id, which is also the public address, title, kind, who
 * made it), which every version of a definition belongs to, and the submissions of generic forms, each with the
 * version it was checked by. The application and the contact form are the first two forms.
 */
export class FormCatalogue1795934079476 implements MigrationInterface {
  name = 'FormCatalogue1795934079476';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "forms" (
        "id" varchar(64) PRIMARY KEY CHECK ("id" ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$'),
        "title" varchar(200) NOT NULL,
        "kind" varchar(16) NOT NULL CHECK ("kind" IN ('application', 'enquiry', 'generic')),
        "created_by" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `INSERT INTO "forms" ("id", "title", "kind") VALUES ('india-evisa', 'e-Visa Application', 'application'), ('contact', 'Contact Us', 'enquiry')`,
    );
    // Versions of another form (kept by an earlier down()) come back as generic forms.
    await queryRunner.query(`
      INSERT INTO "forms" ("id", "title", "kind") SELECT DISTINCT "form_id", "form_id", 'generic' FROM "form_definitions" ON CONFLICT ("id") DO NOTHING`);
    await queryRunner.query(`
      ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_form_fkey" FOREIGN KEY ("form_id") REFERENCES "forms" ("id")`);
    await queryRunner.query(`
      CREATE TABLE "form_submissions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "form_id" varchar(64) NOT NULL REFERENCES "forms" ("id"),
        "form_version" integer NOT NULL,
        "data" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "form_submissions_form_created" ON "form_submissions" ("form_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "form_submissions"`);
    await queryRunner.query(`ALTER TABLE "form_definitions" DROP CONSTRAINT "form_definitions_form_fkey"`);
    await queryRunner.query(`DROP TABLE "forms"`);
  }
}

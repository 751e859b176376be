import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Versions of the form definition that editors own (README "Form definitions"); the shipped one is stored at start. */
export class FormDefinitions1766188800000 implements MigrationInterface {
  name = 'FormDefinitions1766188800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "form_definitions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "form_id" varchar(64) NOT NULL,
        "version" integer NOT NULL,
        "status" varchar(16) NOT NULL CHECK ("status" IN ('draft', 'published', 'archived')),
        "note" text NOT NULL DEFAULT '',
        -- json, not jsonb: the order of an object's keys is the order fields are shown in, and jsonb sorts keys.
        "files" json NOT NULL,
        "definition" json,
        "validators" jsonb,
        "hash" varchar(64),
        "shipped" boolean NOT NULL DEFAULT false,
        "created_by" varchar(254),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "published_by" varchar(254),
        "published_at" timestamptz,
        CONSTRAINT "form_definitions_version_key" UNIQUE ("form_id", "version"),
        -- What is served or pinned is immutable: only a draft may lack its build.
        CONSTRAINT "form_definitions_built_check" CHECK ("status" = 'draft' OR ("definition" IS NOT NULL AND "validators" IS NOT NULL AND "hash" IS NOT NULL))
      )`);
    // Exactly one published version per form: a second publish of the same moment fails here, not in the site.
    await queryRunner.query(`CREATE UNIQUE INDEX "form_definitions_published_key" ON "form_definitions" ("form_id") WHERE "status" = 'published'`);
    await queryRunner.query(`CREATE INDEX "form_definitions_hash_idx" ON "form_definitions" ("hash")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "form_definitions"`);
  }
}

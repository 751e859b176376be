import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drafts never overwrite each other: each version counts its saves (`revision`, which a save must name) and
 * records who saved it last, and a draft records the version it was made from (`base_version`), so the console can
 * say when a newer version was published since.
 */
export class DraftRevisions1795809725476 implements MigrationInterface {
  name = 'DraftRevisions1795809725476';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "form_definitions"
        ADD COLUMN "revision" integer NOT NULL DEFAULT 1,
        ADD COLUMN "updated_by" varchar,
        ADD COLUMN "base_version" integer`);
    // A draft's base is not known for drafts made before: the note of a console-made draft names it.
    await queryRunner.query(`
      UPDATE "form_definitions" SET "base_version" = substring("note" from '^Draft from version ([0-9]+)$')::integer
      WHERE "status" = 'draft' AND "note" ~ '^Draft from version [0-9]+$'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "form_definitions" DROP COLUMN "base_version", DROP COLUMN "updated_by", DROP COLUMN "revision"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The last version number given per form, so that the number of a deleted draft is never given again. */
export class FormDefinitionCounters1766188800150 implements MigrationInterface {
  name = 'FormDefinitionCounters1766188800150';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "form_definition_counters" (
        "form_id" varchar(64) PRIMARY KEY,
        "last_version" integer NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO "form_definition_counters" SELECT "form_id", MAX("version") FROM "form_definitions" GROUP BY "form_id"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "form_definition_counters"`);
  }
}

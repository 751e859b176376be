import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Uploads1764374400003 implements MigrationInterface {
  name = 'Uploads1764374400003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "uploads" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "filename" varchar(64) NOT NULL UNIQUE,
        "mime" varchar(64) NOT NULL,
        "size" integer NOT NULL CHECK ("size" > 0),
        "sha256" char(64) NOT NULL,
        "width" integer,
        "height" integer,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "uploads"`);
  }
}

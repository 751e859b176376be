import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Enquiries1764374400002 implements MigrationInterface {
  name = 'Enquiries1764374400002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "enquiries" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "Given_Name" varchar(100) NOT NULL,
        "Email" varchar(254) NOT NULL,
        "contact_no" varchar(15) NOT NULL,
        "Nationality" varchar(100) NOT NULL,
        "remarks" text NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'NEW',
        "answered_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "enquiries_status_created_at_idx" ON "enquiries" ("status", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "enquiries"`);
  }
}

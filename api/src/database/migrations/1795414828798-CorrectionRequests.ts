import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rounds of corrections staff ask for on a paid application, and the marker of an application corrected since. */
export class CorrectionRequests1795414828798 implements MigrationInterface {
  name = 'CorrectionRequests1795414828798';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "correction_requests" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "application_id" uuid NOT NULL REFERENCES "applications" ("id") ON DELETE CASCADE,
        "round" integer NOT NULL,
        "fields" jsonb NOT NULL,
        "message" text NOT NULL,
        "status" varchar NOT NULL DEFAULT 'OPEN',
        "requested_by_id" uuid,
        "requested_by_email" varchar,
        "before" jsonb NOT NULL DEFAULT '{}',
        "after" jsonb,
        "closed_by_email" varchar,
        "closed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("application_id", "round")
      )`);
    // At most one open request per application, whatever two staff members do at once.
    await queryRunner.query(`CREATE UNIQUE INDEX "correction_requests_open_idx" ON "correction_requests" ("application_id") WHERE "status" = 'OPEN'`);
    await queryRunner.query(`ALTER TABLE "applications" ADD COLUMN "corrected_at" timestamptz`);
    await queryRunner.query(`CREATE INDEX "applications_corrected_idx" ON "applications" ("corrected_at") WHERE "corrected_at" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "applications" DROP COLUMN "corrected_at"`);
    await queryRunner.query(`DROP TABLE "correction_requests"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Back office: staff notes on applications, who answered an enquiry, and the indexes the console's lists sort by. */
export class BackOffice1764979200000 implements MigrationInterface {
  name = 'BackOffice1764979200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Notes are kept, never edited: each one says who wrote it and when.
    await queryRunner.query(`
      CREATE TABLE "application_notes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "application_id" uuid NOT NULL REFERENCES "applications" ("id") ON DELETE CASCADE,
        "user_id" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "user_email" varchar(254) NOT NULL,
        "text" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "application_notes_application_idx" ON "application_notes" ("application_id", "created_at")`);
    await queryRunner.query(`ALTER TABLE "enquiries" ADD COLUMN "answered_by" varchar(254)`);
    await queryRunner.query(`CREATE INDEX "enquiries_created_at_idx" ON "enquiries" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "audit_logs_user_idx" ON "audit_logs" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "sessions_user_idx" ON "sessions" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "payments_status_updated_at_idx" ON "payments" ("status", "updated_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX "payments_status_updated_at_idx", "sessions_user_idx", "audit_logs_user_idx", "audit_logs_created_at_idx",
        "enquiries_created_at_idx"`);
    await queryRunner.query(`ALTER TABLE "enquiries" DROP COLUMN "answered_by"`);
    await queryRunner.query(`DROP TABLE "application_notes"`);
  }
}

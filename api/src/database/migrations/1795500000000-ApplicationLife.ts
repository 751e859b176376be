import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The application's life (issue 26): when the review began, the submission to the government (its day and
 * reference), refunds beside the payment (PARTIALLY_REFUNDED needs a wider payment_status), and the decision
 * document (the e-Visa or the refusal letter) the applicant downloads.
 */
export class ApplicationLife1795500000000 implements MigrationInterface {
  name = 'ApplicationLife1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "applications"
        ALTER COLUMN "payment_status" TYPE varchar(24),
        ADD COLUMN "in_review_at" timestamptz,
        ADD COLUMN "submitted_at" date,
        ADD COLUMN "government_reference" varchar(64),
        ADD COLUMN "refunded_at" timestamptz,
        ADD COLUMN "decision_document" varchar`);
    // Wrong passport numbers given to download an application's decision document: counted to throttle guessing.
    await queryRunner.query(`
      CREATE TABLE "document_proof_failures" (
        "id" bigserial PRIMARY KEY,
        "sku_id" varchar NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "document_proof_failures_sku_idx" ON "document_proof_failures" ("sku_id", "created_at")`);
    // The review began at the latest when the application was decided or sent for corrections.
    await queryRunner.query(`
      UPDATE "applications" SET "in_review_at" = COALESCE("review_decided_at", "corrected_at", "updated_at")
       WHERE "payment_status" = 'COMPLETED' AND "review_status" <> 'NEW'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "document_proof_failures"`);
    await queryRunner.query(`
      ALTER TABLE "applications"
        DROP COLUMN "decision_document", DROP COLUMN "refunded_at", DROP COLUMN "government_reference", DROP COLUMN "submitted_at", DROP COLUMN "in_review_at",
        ALTER COLUMN "payment_status" TYPE varchar(16)`);
  }
}

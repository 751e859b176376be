import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox becomes a queue: messages wait as PENDING until a worker on any replica sends them, with retries. */
export class MailQueue1766188800141 implements MigrationInterface {
  name = 'MailQueue1766188800141';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "outbox"
        ADD COLUMN "attempts" integer NOT NULL DEFAULT 0,
        ADD COLUMN "next_attempt_at" timestamptz,
        ADD COLUMN "last_attempt_at" timestamptz,
        ADD COLUMN "sent_at" timestamptz`);
    // The workers' only question: which messages are due now.
    await queryRunner.query(`CREATE INDEX "outbox_due_idx" ON "outbox" ("next_attempt_at") WHERE "status" = 'PENDING'`);
    await queryRunner.query(`UPDATE "outbox" SET "attempts" = 1, "last_attempt_at" = "created_at" WHERE "status" IN ('SENT', 'FAILED')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "outbox" SET "status" = 'FAILED' WHERE "status" = 'PENDING'`);
    await queryRunner.query(`DROP INDEX "outbox_due_idx"`);
    await queryRunner.query(
      `ALTER TABLE "outbox" DROP COLUMN "attempts", DROP COLUMN "next_attempt_at", DROP COLUMN "last_attempt_at", DROP COLUMN "sent_at"`,
    );
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank transfers (issue 28 item 2), kept in payments like every method: what staff confirmed as received so far
 * (an under-payment waits for the rest), when the one reminder went, and why a transfer was voided (the fee changed,
 * or it lapsed unpaid).
 */
export class BankTransfers1795943668382 implements MigrationInterface {
  name = 'BankTransfers1795943668382';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "payments" ADD "received_amount" numeric(10,2) NOT NULL DEFAULT 0, ADD "reminded_at" timestamptz, ADD "voided_reason" varchar(32)`,
    );
    await queryRunner.query(
      `CREATE INDEX "payments_pending_transfers_idx" ON "payments" ("created_at") WHERE "method" = 'bank_transfer' AND "status" = 'CREATED'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "payments_pending_transfers_idx"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "voided_reason", DROP COLUMN "reminded_at", DROP COLUMN "received_amount"`);
  }
}

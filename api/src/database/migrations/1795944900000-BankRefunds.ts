import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds of a payment no provider refunds online (a bank transfer, issue 28): staff send the money from the
 * business's bank and record the bank's reference; the ledger keeps it where PayPal's refund id goes for PayPal.
 */
export class BankRefunds1795944900000 implements MigrationInterface {
  name = 'BankRefunds1795944900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment_refunds" ALTER COLUMN "paypal_refund_id" DROP NOT NULL, ADD "bank_reference" varchar(64)`);
    await queryRunner.query(
      `ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_one_source" CHECK (("paypal_refund_id" IS NULL) <> ("bank_reference" IS NULL))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payment_refunds_bank_reference_idx" ON "payment_refunds" ("payment_id", "bank_reference") WHERE "bank_reference" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "payment_refunds_bank_reference_idx"`);
    await queryRunner.query(`DELETE FROM "payment_refunds" WHERE "paypal_refund_id" IS NULL`);
    await queryRunner.query(`ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_one_source"`);
    await queryRunner.query(`ALTER TABLE "payment_refunds" DROP COLUMN "bank_reference", ALTER COLUMN "paypal_refund_id" SET NOT NULL`);
  }
}

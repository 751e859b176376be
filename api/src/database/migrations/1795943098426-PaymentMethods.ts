import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One payment model (issue 28 item 4): each payment names its method (PayPal, bank transfer) and the surcharge the
 * method added to the fee, so receipts, refunds and the ledger read every method alike. A bank transfer's
 * reference (order_id for PayPal) is unique, so one statement line matches one transfer.
 */
export class PaymentMethods1795943098426 implements MigrationInterface {
  name = 'PaymentMethods1795943098426';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "payments" ADD "method" varchar(16) NOT NULL DEFAULT 'paypal', ADD "surcharge" numeric(10,2) NOT NULL DEFAULT 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "surcharge", DROP COLUMN "method"`);
  }
}

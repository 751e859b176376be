import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PayPal sandbox emulator's buyer can cancel or have the payment declined (issue 28 item 3): the order keeps the
 * cancel_url PayPal sends a cancelling buyer to, and the decline the buyer chose, acted on at the capture.
 */
export class EmulatorBuyerChoices1795942065516 implements MigrationInterface {
  name = 'EmulatorBuyerChoices1795942065516';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "paypal_emulator_orders" ADD "cancel_url" text, ADD "decline" varchar(32)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "paypal_emulator_orders" DROP COLUMN "decline", DROP COLUMN "cancel_url"`);
  }
}

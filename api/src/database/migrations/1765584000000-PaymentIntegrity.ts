import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PaymentIntegrity1765584000000 implements MigrationInterface {
  name = 'PaymentIntegrity1765584000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // While a capture runs the answers are held: no save may change the fee under it (see PaymentCaptureService.capture).
    await queryRunner.query(`ALTER TABLE "applications" ADD COLUMN "payment_hold_until" timestamptz`);
    // An uploaded file belongs to the first application it is attached to.
    await queryRunner.query(`ALTER TABLE "uploads" ADD COLUMN "sku_id" varchar(32)`);
    await queryRunner.query(`CREATE INDEX "uploads_sku_id_idx" ON "uploads" ("sku_id")`);
    // Files already named by an application belong to the oldest one naming them.
    await queryRunner.query(`
      UPDATE "uploads" u SET "sku_id" = owner.sku_id
      FROM (
        SELECT DISTINCT ON (value) value AS filename, a.sku_id
        FROM "applications" a, jsonb_each_text(a."data")
        ORDER BY value, a.created_at
      ) owner
      WHERE owner.filename = u.filename`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uploads_sku_id_idx"`);
    await queryRunner.query(`ALTER TABLE "uploads" DROP COLUMN "sku_id"`);
    await queryRunner.query(`ALTER TABLE "applications" DROP COLUMN "payment_hold_until"`);
  }
}

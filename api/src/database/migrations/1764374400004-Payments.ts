import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1764374400004 implements MigrationInterface {
  name = 'Payments1764374400004';

  async up(queryRunner: QueryRunner): Promise<void> {
    // No foreign key to applications: a payment is a financial record that outlives what staff do to the application.
    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" varchar(64) NOT NULL UNIQUE,
        "capture_id" varchar(64),
        "sku_id" varchar(32) NOT NULL,
        "amount" numeric(10,2) NOT NULL CHECK ("amount" > 0),
        "currency" char(3) NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'CREATED',
        "attempts" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "payments_sku_id_idx" ON "payments" ("sku_id")`);
    await queryRunner.query(`
      CREATE TABLE "payment_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "token_hash" char(64) NOT NULL UNIQUE,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "payment_tokens_expires_at_idx" ON "payment_tokens" ("expires_at")`);
    await queryRunner.query(`
      CREATE TABLE "paypal_webhook_events" (
        "id" varchar(128) PRIMARY KEY,
        "event_type" varchar(64) NOT NULL,
        "order_id" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "paypal_webhook_events", "payment_tokens", "payments"`);
  }
}

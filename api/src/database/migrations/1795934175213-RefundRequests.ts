import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds by the published policy (issue 26 item 4): the applicants' requests with what the policy allowed when
 * they asked and what staff decided, and the refunds PayPal made (the ledger, one row per PayPal refund, whether a
 * request or PayPal's own dashboard made it).
 */
export class RefundRequests1795934175213 implements MigrationInterface {
  name = 'RefundRequests1795934175213';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "refund_requests" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "sku_id" varchar NOT NULL,
        "payment_id" uuid NOT NULL,
        "reason" text NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'PENDING',
        "currency" varchar(3) NOT NULL,
        "fee" numeric(10,2) NOT NULL,
        "policy_amount" numeric(10,2) NOT NULL,
        "policy_rule" varchar(32) NOT NULL,
        "amount" numeric(10,2),
        "staff_reason" text,
        "decided_by" varchar,
        "decided_at" timestamptz,
        "claimed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // One open request per application: a second one while the first waits is refused by the database itself.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "refund_requests_open_idx" ON "refund_requests" ("sku_id") WHERE "status" IN ('PENDING', 'REFUNDING')`,
    );
    await queryRunner.query(`CREATE INDEX "refund_requests_sku_idx" ON "refund_requests" ("sku_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "refund_requests_status_idx" ON "refund_requests" ("status", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "payment_refunds" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "payment_id" uuid NOT NULL,
        "sku_id" varchar NOT NULL,
        "paypal_refund_id" varchar NOT NULL UNIQUE,
        "amount" numeric(10,2) NOT NULL,
        "currency" varchar(3) NOT NULL,
        "refund_request_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" ("payment_id")`);
    await queryRunner.query(`CREATE INDEX "payment_refunds_created_idx" ON "payment_refunds" ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_refunds"`);
    await queryRunner.query(`DROP TABLE "refund_requests"`);
  }
}

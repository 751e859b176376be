import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** State every replica shares: rate-limit counters and the PayPal emulator's sandbox (test mode). */
export class SharedState1766188800140 implements MigrationInterface {
  name = 'SharedState1766188800140';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One fixed window per throttler and client; UNLOGGED: counters need no crash safety, only speed.
    await queryRunner.query(`
      CREATE UNLOGGED TABLE "rate_limit_hits" (
        "key" varchar PRIMARY KEY,
        "hits" integer NOT NULL,
        "window_ends" timestamptz NOT NULL,
        "blocked_until" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "rate_limit_hits_window_ends_idx" ON "rate_limit_hits" ("window_ends")`);
    await queryRunner.query(`
      CREATE TABLE "paypal_emulator_tokens" ("token" varchar PRIMARY KEY, "expires_at" timestamptz NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE "paypal_emulator_orders" (
        "id" varchar PRIMARY KEY,
        "order" jsonb NOT NULL,
        "return_url" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The first answer to a PayPal-Request-Id, given again for a repeat.
    await queryRunner.query(`
      CREATE TABLE "paypal_emulator_replies" (
        "key" varchar PRIMARY KEY,
        "status" integer NOT NULL,
        "body" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "paypal_emulator_events" (
        "id" varchar PRIMARY KEY,
        "event" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The key webhooks are signed with, the same for every replica.
    await queryRunner.query(`
      CREATE TABLE "paypal_emulator_keys" ("name" varchar PRIMARY KEY, "secret" bytea NOT NULL)`);
    await queryRunner.query(`INSERT INTO "paypal_emulator_keys" ("name", "secret") VALUES ('webhook', $1)`, [randomBytes(32)]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE "paypal_emulator_keys", "paypal_emulator_events", "paypal_emulator_replies", "paypal_emulator_orders",
        "paypal_emulator_tokens", "rate_limit_hits"`);
  }
}

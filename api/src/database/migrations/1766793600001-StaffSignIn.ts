import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in that resists attack: failed attempts per account and address (in the database, so every replica sees
 * them), a second factor (TOTP with hashed recovery codes), idle sessions, and the rule that staff must use it.
 */
export class StaffSignIn1766793600001 implements MigrationInterface {
  name = 'StaffSignIn1766793600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "sign_in_failures" (
        "key" char(64) PRIMARY KEY,
        "failures" integer NOT NULL,
        "last_failed_at" timestamptz NOT NULL,
        "blocked_until" timestamptz
      )`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "totp_secret" varchar(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "totp_enabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD COLUMN "enrolment_only" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE TABLE "security_settings" (
        "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "require_two_factor" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO "security_settings" DEFAULT VALUES`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "security_settings"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "enrolment_only", DROP COLUMN "last_seen_at"`);
    await queryRunner.query(
      `ALTER TABLE "users" DROP COLUMN "recovery_codes", DROP COLUMN "totp_last_step", DROP COLUMN "totp_enabled", DROP COLUMN "totp_secret"`,
    );
    await queryRunner.query(`DROP TABLE "sign_in_failures"`);
  }
}

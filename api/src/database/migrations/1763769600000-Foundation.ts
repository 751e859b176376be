import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763769600000 implements MigrationInterface {
  name = 'Foundation1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "applications" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "sku_id" varchar(32) NOT NULL UNIQUE,
        "payment_status" varchar(16) NOT NULL DEFAULT 'UNPAID',
        "review_status" varchar(24) NOT NULL DEFAULT 'NEW',
        "Visa_Service" varchar(64),
        "Nationality" varchar(100),
        "Email" varchar(254),
        "Surname" varchar(100),
        "Given_Name" varchar(100),
        "form_version" integer NOT NULL,
        "data" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    for (const column of ['payment_status', 'review_status', 'Visa_Service', 'Nationality', 'Email', 'Surname', 'created_at']) {
      await queryRunner.query(`CREATE INDEX "applications_${column}_idx" ON "applications" ("${column}")`);
    }
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL UNIQUE,
        "password_hash" varchar(255) NOT NULL,
        "role" varchar(16) NOT NULL CHECK ("role" IN ('admin', 'staff', 'editor')),
        "disabled" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "token_hash" char(64) NOT NULL UNIQUE,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "outbox" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "to" varchar(254) NOT NULL,
        "subject" varchar(255) NOT NULL,
        "text" text NOT NULL,
        "status" varchar(16) NOT NULL,
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "outbox_created_at_idx" ON "outbox" ("created_at")`);
    await queryRunner.query(`
      CREATE TABLE "audit_logs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "user_email" varchar(254),
        "action" varchar(64) NOT NULL,
        "resource" varchar(32) NOT NULL,
        "record_id" varchar(64) NOT NULL,
        "changes" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "audit_logs_record_idx" ON "audit_logs" ("resource", "record_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_logs", "outbox", "sessions", "users", "applications"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live help (issue 30): an applicant's conversation with staff, opened by its own unguessable token, and its
 * messages. Message ids are one sequence, so a client resumes from the last id it has; a conversation's row is
 * locked while a message is added, so within a conversation ids are committed in order and a reader never skips one.
 */
export class LiveHelp1795942224928 implements MigrationInterface {
  name = 'LiveHelp1795942224928';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "live_help_conversations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "token" varchar(64) NOT NULL UNIQUE,
        "sku_id" varchar,
        "email" varchar,
        "context" jsonb NOT NULL DEFAULT '{}',
        "waiting_since" timestamptz,
        "last_message_at" timestamptz NOT NULL DEFAULT now(),
        "last_author" varchar(16) NOT NULL DEFAULT 'applicant',
        "assignee_id" uuid,
        "assignee_email" varchar,
        "applicant_active_until" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "live_help_conversations_queue_idx" ON "live_help_conversations" ("waiting_since", "last_message_at")`);
    await queryRunner.query(`CREATE INDEX "live_help_conversations_sku_idx" ON "live_help_conversations" ("sku_id")`);
    await queryRunner.query(`
      CREATE TABLE "live_help_messages" (
        "id" bigserial PRIMARY KEY,
        "conversation_id" uuid NOT NULL REFERENCES "live_help_conversations" ("id") ON DELETE CASCADE,
        "author" varchar(16) NOT NULL,
        "text" text NOT NULL,
        "context" jsonb,
        "user_id" uuid,
        "user_email" varchar,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "live_help_messages_conversation_idx" ON "live_help_messages" ("conversation_id", "id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "live_help_messages"`);
    await queryRunner.query(`DROP TABLE "live_help_conversations"`);
  }
}

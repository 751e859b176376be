import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff replies to enquiries, kept with them, and the application an enquiry names (found in its text). */
export class EnquiryReplies1795421928748 implements MigrationInterface {
  name = 'EnquiryReplies1795421928748';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "enquiry_replies" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "enquiry_id" uuid NOT NULL REFERENCES "enquiries" ("id") ON DELETE CASCADE,
        "text" text NOT NULL,
        "user_id" uuid,
        "user_email" varchar NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "enquiry_replies_enquiry_idx" ON "enquiry_replies" ("enquiry_id", "created_at")`);
    await queryRunner.query(`ALTER TABLE "enquiries" ADD COLUMN "sku_id" varchar REFERENCES "applications" ("sku_id") ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX "enquiries_sku_id_idx" ON "enquiries" ("sku_id") WHERE "sku_id" IS NOT NULL`);
    // Enquiries already kept link to the first existing application id their message names, as new ones will.
    await queryRunner.query(`
      UPDATE "enquiries" SET "sku_id" = named.sku_id
        FROM (SELECT DISTINCT ON (enquiry.id) enquiry.id, application.sku_id
                FROM "enquiries" enquiry
                CROSS JOIN LATERAL regexp_matches(upper(enquiry.remarks), '(?:^|[^A-Z0-9])([2-9A-HJKMNP-Z]{17})(?![A-Z0-9])', 'g') WITH ORDINALITY AS found(match, position)
                JOIN "applications" application ON application.sku_id = found.match[1]
               ORDER BY enquiry.id, found.position) named
       WHERE named.id = "enquiries".id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "enquiries" DROP COLUMN "sku_id"`);
    await queryRunner.query(`DROP TABLE "enquiry_replies"`);
  }
}

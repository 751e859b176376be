import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { FormDefinition } from '@evisa/forms';
import { completenessOf } from '../../applications/completeness.js';
import { searchNameOf } from '../../applications/search-name.js';
import { FORM_ID } from '../../forms/forms.service.js';
import { FormVersion } from '../../forms/form-version.js';

// Existing applications are backfilled in pages of this many rows, each page one round trip of updates.
const PAGE = 500;

/**
 * The staff work queue: Application_Type and the arrival date promoted, completeness and the accent-free search name
 * kept beside the answers, the payment time (urgent deadlines count from it) and the assigned staff member.
 */
export class ApplicationQueue1795423581324 implements MigrationInterface {
  name = 'ApplicationQueue1795423581324';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trigram indexes answer LIKE '%word%' (a trusted extension since PostgreSQL 13; loaded into PGlite at start).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      ALTER TABLE "applications"
        ADD COLUMN "Application_Type" varchar,
        ADD COLUMN "Expected_Date_of_Arrival" varchar,
        ADD COLUMN "search_name" varchar,
        ADD COLUMN "steps_complete" smallint,
        ADD COLUMN "steps_total" smallint,
        ADD COLUMN "paid_at" timestamptz,
        ADD COLUMN "assignee_id" uuid REFERENCES "users" ("id") ON DELETE SET NULL`);
    await queryRunner.query(`
      UPDATE "applications" SET "Application_Type" = CASE WHEN jsonb_typeof(data->'Application_Type') = 'string' THEN data->>'Application_Type' END,
        "Expected_Date_of_Arrival" = CASE WHEN jsonb_typeof(data->'Expected_Date_of_Arrival') = 'string' THEN data->>'Expected_Date_of_Arrival' END`);
    // Paid before this column: the time the completed payment was last written, the capture.
    await queryRunner.query(`
      UPDATE "applications" app SET "paid_at" = coalesce(
        (SELECT max(payment.updated_at) FROM "payments" payment WHERE payment.sku_id = app.sku_id AND payment.status = 'COMPLETED'), app.updated_at)
       WHERE app.payment_status = 'COMPLETED'`);
    await this.backfillDerived(queryRunner);
    await queryRunner.query(`CREATE INDEX "applications_search_name_idx" ON "applications" USING gin ("search_name" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "applications_application_type_idx" ON "applications" ("Application_Type", "paid_at")`);
    await queryRunner.query(`CREATE INDEX "applications_arrival_idx" ON "applications" ("Expected_Date_of_Arrival")`);
    await queryRunner.query(`CREATE INDEX "applications_assignee_idx" ON "applications" ("assignee_id")`);
  }

  /** search_name and completeness, worked out by the same code every save uses, with each row's own form version. */
  private async backfillDerived(queryRunner: QueryRunner): Promise<void> {
    const forms = new Map<number, FormVersion>();
    const formOf = async (version: number) => {
      if (!forms.has(version)) {
        const [row] = (await queryRunner.query(
          `SELECT "definition" FROM "form_definitions" WHERE "form_id" = $1 AND "version" = $2 AND "definition" IS NOT NULL`,
          [FORM_ID, version],
        )) as Array<{
          definition: FormDefinition;
        }>;
        if (row) forms.set(version, new FormVersion(row.definition));
      }
      return forms.get(version);
    };
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await queryRunner.query(`SELECT "id", "form_version", "data" FROM "applications" WHERE "id" > $1 ORDER BY "id" LIMIT ${PAGE}`, [
        after,
      ])) as Array<{
        id: string;
        form_version: number;
        data: Record<string, unknown>;
      }>;
      if (rows.length === 0) return;
      const values = await Promise.all(
        rows.map(async ({ id, form_version, data }) => {
          const form = await formOf(form_version);
          return {
            id,
            search_name: searchNameOf(data),
            ...(form ? completenessOf(form, data) : { steps_complete: null, steps_total: null }),
          };
        }),
      );
      await queryRunner.query(
        `UPDATE "applications" app SET "search_name" = value.search_name, "steps_complete" = value.steps_complete, "steps_total" = value.steps_total
           FROM jsonb_to_recordset($1::jsonb) AS value(id uuid, search_name varchar, steps_complete smallint, steps_total smallint)
          WHERE app.id = value.id`,
        [JSON.stringify(values)],
      );
      after = rows[rows.length - 1].id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "applications" DROP COLUMN "Application_Type", DROP COLUMN "Expected_Date_of_Arrival", DROP COLUMN "search_name",
        DROP COLUMN "steps_complete", DROP COLUMN "steps_total", DROP COLUMN "paid_at", DROP COLUMN "assignee_id"`);
  }
}

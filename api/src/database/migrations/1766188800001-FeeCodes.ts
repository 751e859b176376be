import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FEE_COLUMNS } from './1764374400000-Fees.js';

/**
 * Fees by fee code: an amount per country and fee code (the codes of the definition's fee schedule), so a code
 * an editor adds can be priced without a migration. The ten amount columns move into rows, amounts kept.
 */
export class FeeCodes1766188800001 implements MigrationInterface {
  name = 'FeeCodes1766188800001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "fee_amounts" (
        "fee_id" uuid NOT NULL REFERENCES "fees" ("id") ON DELETE CASCADE,
        "code" varchar(64) NOT NULL,
        "amount" numeric(10,2) NOT NULL CHECK ("amount" >= 0),
        PRIMARY KEY ("fee_id", "code")
      )`);
    await queryRunner.query(`CREATE INDEX "fee_amounts_code_idx" ON "fee_amounts" ("code", "amount")`);
    for (const column of FEE_COLUMNS) {
      await queryRunner.query(`INSERT INTO "fee_amounts" ("fee_id", "code", "amount") SELECT "id", $1, "${column}" FROM "fees"`, [column]);
      await queryRunner.query(`ALTER TABLE "fees" DROP COLUMN "${column}"`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of FEE_COLUMNS) {
      await queryRunner.query(`ALTER TABLE "fees" ADD COLUMN "${column}" numeric(10,2) CHECK ("${column}" >= 0)`);
      await queryRunner.query(`UPDATE "fees" f SET "${column}" = a."amount" FROM "fee_amounts" a WHERE a."fee_id" = f."id" AND a."code" = $1`, [
        column,
      ]);
      // A country without this amount cannot go back to a column that requires one.
      await queryRunner.query(`DELETE FROM "fees" WHERE "${column}" IS NULL`);
      await queryRunner.query(`ALTER TABLE "fees" ALTER COLUMN "${column}" SET NOT NULL`);
    }
    await queryRunner.query(`DROP TABLE "fee_amounts"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

// Spelt out here, not imported from the entity: a migration must keep doing what it did when it first ran.
export const FEE_COLUMNS = [
  'eConference',
  'eBusiness',
  'eAyushAttendant',
  'eAyush',
  'eMedicalAttendant',
  'eMedical',
  'tourist5Years',
  'tourist1Year',
  'tourist30Days',
  'urgentVisaFee',
] as const;

export class Fees1764374400000 implements MigrationInterface {
  name = 'Fees1764374400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const amounts = FEE_COLUMNS.map((key) => `"${key}" numeric(10,2) NOT NULL CHECK ("${key}" >= 0)`).join(',\n        ');
    await queryRunner.query(`
      CREATE TABLE "fees" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "country" varchar(100) NOT NULL,
        ${amounts},
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // One record per country, whatever case an editor types it in; lookups compare upper case.
    await queryRunner.query(`CREATE UNIQUE INDEX "fees_country_idx" ON "fees" (upper("country"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "fees"`);
  }
}

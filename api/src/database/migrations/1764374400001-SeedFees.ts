import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FEE_COLUMNS } from './1764374400000-Fees.js';
import seed from '../../fees/seed/fees.json' with { type: 'json' };

interface FeeSeed {
  bands: Record<string, Record<(typeof FEE_COLUMNS)[number], number>>;
  countries: Array<{ country: string; band: string }>;
}

/** The published fee table: each eligible nationality gets the amounts of its band (A, B or C). */
export class SeedFees1764374400001 implements MigrationInterface {
  name = 'SeedFees1764374400001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { bands, countries } = seed as FeeSeed;
    const columns = ['country', ...FEE_COLUMNS].map((column) => `"${column}"`).join(', ');
    for (const { country, band } of countries) {
      const amounts = FEE_COLUMNS.map((key) => bands[band][key]);
      const placeholders = [country, ...amounts].map((_, index) => `$${index + 1}`).join(', ');
      await queryRunner.query(`INSERT INTO "fees" (${columns}) VALUES (${placeholders})`, [country, ...amounts]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const { countries } = seed as FeeSeed;
    await queryRunner.query(`DELETE FROM "fees" WHERE "country" = ANY($1)`, [countries.map(({ country }) => country)]);
  }
}

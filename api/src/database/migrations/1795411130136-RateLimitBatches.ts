import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each counter keeps its limit and block length: a replica adds a batch of hits in one statement, and the statement
 * decides a block from the row alone (an upsert's update sees only the row and the one it would have inserted).
 */
export class RateLimitBatches1795411130136 implements MigrationInterface {
  name = 'RateLimitBatches1795411130136';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "rate_limit_hits"
        ADD COLUMN "hit_limit" integer NOT NULL DEFAULT 0,
        ADD COLUMN "block_seconds" double precision NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rate_limit_hits" DROP COLUMN "hit_limit", DROP COLUMN "block_seconds"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Room on each page of applications for a save's new row version (issue 31). Every save writes a new version of the
 * row; a heap-only (HOT) update, which touches no index, needs room for it on the row's own page. Pages filled
 * whole left none, so a save of a freshly created application moved the row to another page and added an entry to
 * every one of the table's indexes, until a vacuum freed space (with autovacuum off, as on the CI machine, half of
 * the bench's saves). At 70% a page of rows of about 2 kB keeps room for one more. It applies to pages filled from
 * now on; a VACUUM FULL of the table (which locks it) gives existing pages the same room.
 */
export class RoomForSaves1795953000000 implements MigrationInterface {
  name = 'RoomForSaves1795953000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "applications" SET (fillfactor = 70)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "applications" RESET (fillfactor)`);
  }
}

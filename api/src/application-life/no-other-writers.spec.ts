import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIFE_COLUMNS } from './life.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
// The module itself, and the migrations that made (and backfilled) the columns.
const ALLOWED = [/^application-life\//, /^database\/migrations\//];

const column = `"?\\b(${LIFE_COLUMNS.join('|')})\\b"?`;
/** The ways code writes a column of applications: SQL (UPDATE ... SET, INSERT INTO), and TypeORM's update, insert and save. */
const WRITES: RegExp[] = [
  // UPDATE applications SET ... col = (up to the end of the statement's text)
  new RegExp(`UPDATE\\s+"?applications"?(\\s+\\w+)?\\s+SET\\b[^\`;]*?${column}\\s*=`, 'is'),
  new RegExp(`INSERT\\s+INTO\\s+"?applications"?\\s*\\([^)]*${column}`, 'is'),
  // manager.update(Application, criteria, { col: ... }), insert(Application, { col }), save(Application, { col })
  new RegExp(`\\.(update|insert|upsert|save)\\(\\s*Application\\s*,[^;]*?[{,]\\s*${column}\\s*:`, 's'),
  // createQueryBuilder().update(Application).set({ col: ... })
  new RegExp(`\\.update\\(\\s*Application\\s*\\)[^;]*?\\.set\\(\\s*\\{[^}]*${column}\\s*:`, 's'),
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) yield path;
  }
}

const writesLife = (text: string) => WRITES.some((pattern) => pattern.test(text));

describe('the life columns of applications', () => {
  it('are written by the application-life module alone', () => {
    const writers = [...sourceFiles(SRC)]
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .filter((path) => !ALLOWED.some((allowed) => allowed.test(path)))
      .filter((path) => writesLife(readFileSync(join(SRC, path), 'utf8')));
    expect(writers).toEqual([]);
  });

  // The check must be able to fail: each way of writing a column, as code outside the module would write it.
  it.each([
    `await manager.query(\`UPDATE applications SET review_status = 'APPROVED' WHERE id = $1\`, [id]);`,
    `await manager.query(\`UPDATE "applications" app SET "updated_at" = now(), "paid_at" = now() WHERE sku_id = $1\`, [skuId]);`,
    `await manager.query(\`INSERT INTO "applications" ("sku_id", "payment_status") VALUES ($1, 'COMPLETED')\`);`,
    `await manager.update(Application, { id }, { review_status, review_decided_at: null });`,
    `await manager.update(Application, { sku_id: payment.sku_id }, { payment_status: 'COMPLETED', paid_at: () => 'now()' });`,
    `await manager.createQueryBuilder().update(Application).set({ corrected_at: new Date() }).where('id = :id', { id }).execute();`,
  ])('finds %s', (code) => {
    expect(writesLife(code)).toBe(true);
  });

  it.each([
    `await manager.query(\`SELECT review_status FROM applications WHERE sku_id = $1\`, [skuId]);`,
    `await manager.update(Application, { id }, { assignee_id });`,
    `return { ...application.data, payment_status: application.payment_status };`,
  ])('leaves reads and other columns alone: %s', (code) => {
    expect(writesLife(code)).toBe(false);
  });
});

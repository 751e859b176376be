import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

// A few mistakes are free; then each further failure doubles the wait before the next try, up to 15 minutes.
const FREE_FAILURES = 3;
const MAX_WAIT_SECONDS = 15 * 60;
// A pair that has not failed for a day starts again from nothing.
const FORGET_AFTER = '1 day';

/**
 * Failed sign-ins counted per account AND client address together, in the database so every replica shares
 * them. An attacker guessing from many addresses slows only their own addresses: the owner, from theirs, is
 * never locked out. Only a hash of the pair is stored.
 */
export class SignInThrottle {
  constructor(private readonly manager: EntityManager) {}

  static key(email: string, address: string): string {
    return createHash('sha256').update(`${email.trim().toLowerCase()}\n${address}`).digest('hex');
  }

  /** Seconds this pair must still wait before its next try; 0 when it may try now. */
  async waitSeconds(key: string): Promise<number> {
    const rows: { wait: number }[] = await this.manager.query(
      `SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS wait FROM sign_in_failures WHERE key = $1 AND blocked_until > now()`,
      [key],
    );
    return rows[0]?.wait ?? 0;
  }

  async recordFailure(key: string): Promise<void> {
    // One statement, so parallel failures of one pair each count; every SET expression reads the row as it was.
    const failures = `CASE WHEN f.last_failed_at < now() - $2::interval THEN 1 ELSE f.failures + 1 END`;
    const blockedUntil = (count: string) => `CASE WHEN ${count} >= $3 THEN now() + make_interval(secs => least(power(2, ${count} - $3), $4)) END`;
    await this.manager.query(
      `INSERT INTO sign_in_failures AS f (key, failures, last_failed_at, blocked_until) VALUES ($1, 1, now(), ${blockedUntil('1')})
       ON CONFLICT (key) DO UPDATE SET failures = ${failures}, last_failed_at = now(), blocked_until = ${blockedUntil(failures)}`,
      [key, FORGET_AFTER, FREE_FAILURES, MAX_WAIT_SECONDS],
    );
  }

  async clear(key: string): Promise<void> {
    await this.manager.query(`DELETE FROM sign_in_failures WHERE key = $1`, [key]);
  }

  /** Forgets pairs that have not failed for a day (the maintenance run). */
  async forgetOld(): Promise<void> {
    await this.manager.query(`DELETE FROM sign_in_failures WHERE last_failed_at < now() - $1::interval`, [FORGET_AFTER]);
  }
}

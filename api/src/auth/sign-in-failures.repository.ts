import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

// A few mistakes are free; then each further failure doubles the wait before the next try, up to 15 minutes.
const FREE_FAILURES = 3;
const MAX_WAIT_SECONDS = 15 * 60;
// A pair that has not failed for a day starts again from nothing.
const FORGET_AFTER = '1 day';

/** The end of the wait after `count` failures (SQL over the statement's parameters $free and $max). */
const blockedUntil = (count: string, free: string, max: string) =>
  `CASE WHEN ${count} >= ${free} THEN now() + make_interval(secs => least(power(2, ${count} - ${free}), ${max})) END`;

/**
 * The SQL of the sign-in throttle: failed sign-ins counted per account AND client address together, in the database so every replica shares
 * them. An attacker guessing from many addresses slows only their own addresses: the owner, from theirs, is
 * never locked out. Only a hash of the pair is stored.
 *
 * A try is counted as a failure BEFORE the password is checked, in the one statement that decides whether it may
 * be made: so tries sent in parallel are taken one by one and only the free ones are ever checked. A success
 * forgets the pair; a right password still waiting for its second factor gives its try back.
 */
export class SignInFailuresRepository {
  constructor(private readonly manager: EntityManager) {}

  static key(email: string, address: string): string {
    return createHash('sha256').update(`${email.trim().toLowerCase()}\n${address}`).digest('hex');
  }

  /**
   * Takes one try for this pair: 0 when it may be made (and is now counted), else the seconds it must still
   * wait (and nothing is counted). The conflict clause locks the pair's row, so parallel takes queue on it and
   * each sees the count the one before left; every SET expression reads the row as it was.
   */
  async take(key: string): Promise<number> {
    const failures = `CASE WHEN f.last_failed_at < now() - $2::interval THEN 1 ELSE f.failures + 1 END`;
    const rows: { wait: number | null }[] = await this.manager.query(
      `WITH taken AS (
         INSERT INTO sign_in_failures AS f (key, failures, last_failed_at, blocked_until) VALUES ($1, 1, now(), ${blockedUntil('1', '$3', '$4')})
         ON CONFLICT (key) DO UPDATE SET failures = ${failures}, last_failed_at = now(), blocked_until = ${blockedUntil(failures, '$3', '$4')}
         WHERE f.blocked_until IS NULL OR f.blocked_until <= now()
         RETURNING 0 AS wait
       )
       SELECT wait FROM taken
       UNION ALL
       SELECT ceil(extract(epoch FROM blocked_until - now()))::int FROM sign_in_failures WHERE key = $1 AND NOT EXISTS (SELECT 1 FROM taken)`,
      [key, FORGET_AFTER, FREE_FAILURES, MAX_WAIT_SECONDS],
    );
    const taken = rows.length > 0 && rows[0].wait === 0;
    // Refused by a row this statement's snapshot does not show yet (a parallel take): at least a second.
    return taken ? 0 : Math.max(rows[0]?.wait ?? 1, 1);
  }

  /** The try failed: its wait (counted when it was taken) starts again now, after the time the check took. */
  async failed(key: string): Promise<void> {
    await this.manager.query(
      `UPDATE sign_in_failures SET last_failed_at = now(), blocked_until = ${blockedUntil('failures', '$2', '$3')} WHERE key = $1`,
      [key, FREE_FAILURES, MAX_WAIT_SECONDS],
    );
  }

  /** The password was right and only the second factor is asked for: that try was no failure. */
  async giveBack(key: string): Promise<void> {
    await this.manager.query(
      `UPDATE sign_in_failures SET failures = greatest(failures - 1, 0), blocked_until = CASE WHEN failures - 1 >= $2 THEN blocked_until END WHERE key = $1`,
      [key, FREE_FAILURES],
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

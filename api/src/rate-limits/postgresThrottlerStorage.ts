import type { ThrottlerStorage } from '@nestjs/throttler';

// Expired windows are swept now and then, by whichever replica draws the lot, not on every request.
const SWEEP_CHANCE = 0.01;

/**
 * Counters in PostgreSQL, one fixed window per key: a single upsert counts the hit, opens a new window when the
 * old one has ended and starts a block when the limit is passed, so concurrent hits on any replica all count.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly dataSource: { query(sql: string, parameters?: unknown[]): Promise<unknown> }) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): ReturnType<ThrottlerStorage['increment']> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO "rate_limit_hits" AS c ("key", "hits", "window_ends", "blocked_until")
       VALUES ($1, 1, now() + make_interval(secs => $2), CASE WHEN 1 > $3 THEN now() + make_interval(secs => $4) END)
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = CASE WHEN c."blocked_until" > now() THEN c."hits" WHEN c."window_ends" <= now() THEN 1 ELSE c."hits" + 1 END,
         "window_ends" = CASE WHEN c."blocked_until" > now() OR c."window_ends" > now() THEN c."window_ends" ELSE excluded."window_ends" END,
         "blocked_until" = CASE
           WHEN c."blocked_until" > now() THEN c."blocked_until"
           WHEN (CASE WHEN c."window_ends" <= now() THEN 1 ELSE c."hits" + 1 END) > $3 THEN now() + make_interval(secs => $4)
         END
       RETURNING "hits",
         ceil(extract(epoch FROM "window_ends" - now()))::integer AS "expires_in",
         coalesce(ceil(extract(epoch FROM "blocked_until" - now())), 0)::integer AS "blocked_for"`,
      [`${throttlerName}:${key}`, ttl / 1000, limit, blockDuration / 1000],
    )) as { hits: number; expires_in: number; blocked_for: number }[];
    if (Math.random() < SWEEP_CHANCE) {
      void this.dataSource
        .query(`DELETE FROM "rate_limit_hits" WHERE "window_ends" < now() AND ("blocked_until" IS NULL OR "blocked_until" < now())`)
        .catch(() => undefined);
    }
    return { totalHits: row.hits, timeToExpire: Math.max(row.expires_in, 0), isBlocked: row.blocked_for > 0, timeToBlockExpire: row.blocked_for };
  }
}

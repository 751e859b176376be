import type { CounterHits, SharedCount, SharedCounters } from './batched-throttler-storage.js';

// Expired windows are swept now and then, by whichever replica draws the lot, not on every flush.
const SWEEP_CHANCE = 0.02;

/**
 * The SQL of the rate-limit counters in PostgreSQL (table rate_limit_hits), one fixed window per key. One upsert
 * adds a whole batch: it counts each counter's hits, opens a new window when the old one has ended and starts a
 * block when the limit is passed; hits arriving while a block lasts are not counted. Concurrent batches of several
 * replicas all count (row locks, taken in key order).
 */
export class RateLimitsRepository implements SharedCounters {
  constructor(private readonly dataSource: { query(sql: string, parameters?: unknown[]): Promise<unknown> }) {}

  async add(batch: CounterHits[]): Promise<SharedCount[]> {
    if (batch.length === 0) return [];
    const hits = `CASE WHEN c."window_ends" <= now() THEN excluded."hits" ELSE c."hits" + excluded."hits" END`;
    const rows = (await this.dataSource.query(
      `INSERT INTO "rate_limit_hits" AS c ("key", "hits", "window_ends", "blocked_until", "hit_limit", "block_seconds")
       SELECT b."key", b."hits", now() + make_interval(secs => b."ttl"),
              CASE WHEN b."hits" > b."hit_limit" THEN now() + make_interval(secs => b."block") END, b."hit_limit", b."block"
       FROM unnest($1::varchar[], $2::integer[], $3::float8[], $4::integer[], $5::float8[]) WITH ORDINALITY AS b("key", "hits", "ttl", "hit_limit", "block", "position")
       ORDER BY b."position"
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = CASE WHEN c."blocked_until" > now() THEN c."hits" ELSE ${hits} END,
         "window_ends" = CASE WHEN c."blocked_until" > now() OR c."window_ends" > now() THEN c."window_ends" ELSE excluded."window_ends" END,
         "blocked_until" = CASE
           WHEN c."blocked_until" > now() THEN c."blocked_until"
           WHEN ${hits} > excluded."hit_limit" THEN now() + make_interval(secs => excluded."block_seconds")
         END,
         "hit_limit" = excluded."hit_limit",
         "block_seconds" = excluded."block_seconds"
       RETURNING "key", "hits",
         greatest(extract(epoch FROM "window_ends" - now()) * 1000, 0)::float8 AS "expires_ms",
         coalesce(greatest(extract(epoch FROM "blocked_until" - now()) * 1000, 0), 0)::float8 AS "blocked_ms"`,
      [
        batch.map(({ key }) => key),
        batch.map(({ hits }) => hits),
        batch.map(({ ttlMs }) => ttlMs / 1000),
        batch.map(({ limit }) => limit),
        batch.map(({ blockMs }) => blockMs / 1000),
      ],
    )) as { key: string; hits: number; expires_ms: number; blocked_ms: number }[];
    if (Math.random() < SWEEP_CHANCE) {
      void this.dataSource
        .query(`DELETE FROM "rate_limit_hits" WHERE "window_ends" < now() AND ("blocked_until" IS NULL OR "blocked_until" < now())`)
        .catch(() => undefined);
    }
    // RETURNING follows no promised order: the totals are matched to the batch by key.
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return batch.map(({ key }) => {
      const row = byKey.get(key)!;
      return { hits: row.hits, expiresInMs: row.expires_ms, blockedForMs: row.blocked_ms };
    });
  }
}

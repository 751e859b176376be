import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

/** The hits one replica counted on one counter since its last flush, with the counter's rule. */
export interface CounterHits {
  key: string;
  hits: number;
  ttlMs: number;
  limit: number;
  blockMs: number;
}

/** A counter as every replica together counted it, just after a flush added one replica's hits. */
export interface SharedCount {
  hits: number;
  expiresInMs: number;
  blockedForMs: number;
}

/** Where the replicas' counters meet (PostgreSQL or Redis): adds a batch of hits and answers the totals, in one round trip. */
export interface SharedCounters {
  add(batch: CounterHits[]): Promise<SharedCount[]>;
}

interface Counter extends Omit<CounterHits, 'hits'> {
  /** Every replica's hits in the window, as the last flush of this counter answered. */
  shared: number;
  /** This replica's hits in the flush under way, then those not flushed yet. */
  sending: number;
  pending: number;
  windowEnds: number;
  blockedUntil: number;
  lastHit: number;
}

// A flush sends at most this many counters per statement (a backlog after an outage goes in several).
const BATCH_SIZE = 2000;
// This often a replica drops the counters it need not remember: ended ones, and those of clients quiet here for
// IDLE_MS that are at most half-way to their limit (most clients, most of the time). A forgotten counter comes back
// at its client's next hit, whose flush brings the shared total again; until then that client is judged on this
// replica's own count (README 'Rate limits'). Under load from many addresses (each a counter or two) a shorter
// quiet means fewer counters held: with 10 s, the bench's load left about 6 MB more heap.
const FORGET_EVERY_MS = 1_000;
const IDLE_MS = 2_000;

const seconds = (ms: number) => Math.max(Math.ceil(ms / 1000), 0);

/**
 * Rate-limit counters every replica shares, counted without a round trip per request: each replica adds its hits in
 * memory and flushes them to the shared counters in one batch per tick, and decides with the shared total of its
 * last flush plus its own hits since. A replica can therefore admit, beyond the limit, at most the hits it receives
 * for one counter during one tick before its flush brings the others' hits (README 'Rate limits'); its own hits
 * always count at once, so one replica alone is exact. A refused request is refused as before (same block, headers).
 */
export class BatchedThrottlerStorage implements ThrottlerStorage {
  private readonly counters = new Map<string, Counter>();
  private unflushed = new Set<Counter>();
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private lastForget = Date.now();
  private failing = false;
  private readonly logger = new Logger('RateLimits');

  constructor(
    private readonly shared: SharedCounters,
    tickMs: number,
  ) {
    // One batch per tick at most: a tick that finds the last one still under way leaves its hits to the next.
    this.timer = setInterval(() => {
      if (!this.flushing && this.unflushed.size) void this.startSend();
    }, tickMs);
    this.timer.unref();
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): ReturnType<ThrottlerStorage['increment']> {
    const now = Date.now();
    const id = `${throttlerName}:${key}`;
    let counter = this.counters.get(id);
    if (!counter) {
      counter = {
        key: id,
        ttlMs: ttl,
        limit,
        blockMs: blockDuration,
        shared: 0,
        sending: 0,
        pending: 0,
        windowEnds: now + ttl,
        blockedUntil: 0,
        lastHit: now,
      };
      this.counters.set(id, counter);
    } else if (counter.windowEnds <= now && counter.blockedUntil <= now) {
      counter.shared = 0;
      counter.windowEnds = now + ttl;
    }
    counter.lastHit = now;
    counter.ttlMs = ttl;
    counter.limit = limit;
    counter.blockMs = blockDuration;
    if (counter.blockedUntil <= now) {
      // Hits while blocked are not counted (nor are they anywhere else): the block ends when it was set to.
      counter.pending++;
      this.unflushed.add(counter);
      if (counter.shared + counter.sending + counter.pending > limit) counter.blockedUntil = now + blockDuration;
    }
    const blockedFor = counter.blockedUntil - now;
    return Promise.resolve({
      totalHits: counter.shared + counter.sending + counter.pending,
      timeToExpire: seconds(counter.windowEnds - now),
      isBlocked: blockedFor > 0,
      timeToBlockExpire: seconds(blockedFor),
    });
  }

  /** Sends the hits not flushed yet (all of them, waiting for a flush under way first). */
  async flush(): Promise<void> {
    while (this.flushing || this.unflushed.size) {
      await (this.flushing ?? this.startSend());
      if (this.failing) return;
    }
  }

  /** Last flush before the process ends (SIGTERM drain), then no more ticks. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private startSend(): Promise<void> {
    this.flushing = this.send().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async send(): Promise<void> {
    const counters = [...this.unflushed];
    this.unflushed.clear();
    for (const counter of counters) {
      counter.sending = counter.pending;
      counter.pending = 0;
    }
    // One order for every replica, so that two batches lock the rows they share in the same order.
    counters.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    try {
      for (let start = 0; start < counters.length; start += BATCH_SIZE) {
        const part = counters.slice(start, start + BATCH_SIZE);
        const totals = await this.shared.add(part.map(({ key, sending, ttlMs, limit, blockMs }) => ({ key, hits: sending, ttlMs, limit, blockMs })));
        const now = Date.now();
        totals.forEach((total, index) => {
          const counter = part[index];
          counter.shared = total.hits;
          counter.sending = 0;
          counter.windowEnds = now + total.expiresInMs;
          counter.blockedUntil = Math.max(counter.blockedUntil, now + total.blockedForMs);
        });
      }
      if (this.failing) this.logger.log('Rate-limit counters flushed again');
      this.failing = false;
    } catch (error) {
      // Kept for the next tick; meanwhile this replica still counts its own hits against the limit.
      for (const counter of counters) {
        if (counter.sending === 0) continue;
        counter.pending += counter.sending;
        counter.sending = 0;
        this.unflushed.add(counter);
      }
      if (!this.failing)
        this.logger.warn(`Rate-limit counters not flushed, kept for the next try: ${error instanceof Error ? error.message : String(error)}`);
      this.failing = true;
    }
    this.forgetUnneeded();
  }

  private forgetUnneeded(): void {
    const now = Date.now();
    if (now - this.lastForget < FORGET_EVERY_MS) return;
    this.lastForget = now;
    for (const [id, counter] of this.counters) {
      if (counter.pending || counter.sending || counter.blockedUntil > now) continue;
      if (counter.windowEnds <= now || (counter.lastHit <= now - IDLE_MS && counter.shared * 2 <= counter.limit)) this.counters.delete(id);
    }
  }
}

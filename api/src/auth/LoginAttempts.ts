const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;

/**
 * Failed sign-ins per account and per client address over a sliding 15-minute window. Kept in memory: the
 * product runs as one process; a second instance would need this in the database.
 */
export class LoginAttempts {
  private readonly failures = new Map<string, number[]>();

  isLocked(keys: string[], now = Date.now()): boolean {
    return keys.some((key) => this.recent(key, now).length >= MAX_FAILURES);
  }

  recordFailure(keys: string[], now = Date.now()): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  clear(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  }
}

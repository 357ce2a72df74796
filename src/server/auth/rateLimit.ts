import { tooManyRequests } from '../http/errors';

/**
 * Fixed-window attempt counters kept in memory, one limiter per purpose (login by IP, login by
 * e-mail…). Enough for one process; several processes each keep their own window (docs/security.md).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for the key; throws 429 once the window's budget is spent. */
  hit(key: string): void {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
      if (this.hits.size > 10_000) this.sweep(now);
    }
    entry.count += 1;
    if (entry.count > this.max) throw tooManyRequests((entry.resetAt - now) / 1000);
  }

  /** Checks without counting (used before an attempt whose failure alone is counted). */
  check(key: string): void {
    const entry = this.hits.get(key);
    const now = this.now();
    if (entry && entry.resetAt > now && entry.count >= this.max) {
      throw tooManyRequests((entry.resetAt - now) / 1000);
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

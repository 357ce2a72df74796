import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { rateLimits } from '../db/schema';
import { tooMany } from '../services/errors';

/** One budget: at most `max` attempts per fixed window of `windowMs` for the key. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Rows whose window ended are deleted at most this often, by the process that writes. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window attempt counters in the database (table rate_limits), so every API process
 * shares them. An attempt is counted by ONE statement (INSERT … ON CONFLICT … DO UPDATE …
 * RETURNING): parallel attempts each get their own count, and the count comes before the
 * attempt is verified, so no attempt past the budget reaches the password check.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; throws `tooMany` (429) when it is past the window's budget. */
  async hit(limit: Limit): Promise<void> {
    await this.sweep();
    const resetsAt = new Date(this.now() + limit.windowMs);
    const expired = sql`${rateLimits.resetsAt} <= ${new Date(this.now()).toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: limit.key, hits: 1, resetsAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        // Both read the row as it was: an ended window starts over at 1.
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          resetsAt: sql`CASE WHEN ${expired} THEN excluded.resets_at ELSE ${rateLimits.resetsAt} END`,
        },
      })
      .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt });
    if (row.hits > limit.max) throw tooMany((row.resetsAt.getTime() - this.now()) / 1000);
  }

  /** Takes one attempt back (an attempt that proved to be the owner's). */
  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, new Date(this.now()))));
  }

  /** Forgets the key's attempts. */
  async forget(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Deletes ended windows, at most once a minute per process (cleanup on write). */
  private async sweep() {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.delete(rateLimits).where(lte(rateLimits.resetsAt, new Date(now)));
  }
}

/**
 * The sign-in and recovery policy (docs/security.md "Rate limits"), with M = RATE_LIMIT_MAX per
 * window: per account and address M (tight: guessing one account from one place), per account
 * 5 M from every address together (looser, so that one address alone can never spend it), per
 * address 5 M over every account (wide: an office behind one NAT). The account-wide budget does
 * not apply to an address the account has signed in from before: a distributed guesser slows the
 * account down without locking its owner out.
 */
export class AuthLimits {
  readonly counters: RateLimiter;

  constructor(
    db: Db,
    private readonly max: number,
    private readonly windowMs: number,
    now: () => number = Date.now,
  ) {
    this.counters = new RateLimiter(db, now);
  }

  private limit(key: string, max: number): Limit {
    return { key, max, windowMs: this.windowMs };
  }

  /**
   * Counts a sign-in attempt before its password is verified. The wider budget is counted first
   * and a refused attempt counts no further, so attempts an address is refused do not use up the
   * account's budget.
   */
  async beforeLogin(email: string, ip: string, isKnownAddress: () => Promise<boolean>): Promise<void> {
    await this.counters.hit(this.limit(`login:ip:${ip}`, this.max * 5));
    await this.counters.hit(this.limit(`login:account-ip:${email}|${ip}`, this.max));
    try {
      await this.counters.hit(this.limit(`login:account:${email}`, this.max * 5));
    } catch (err) {
      if (!(await isKnownAddress())) throw err;
    }
  }

  /** The right password: this address's tries on the account start over, the others get one back. */
  async afterLogin(email: string, ip: string): Promise<void> {
    await this.counters.forget(`login:account-ip:${email}|${ip}`);
    await this.counters.refund(`login:account:${email}`);
    await this.counters.refund(`login:ip:${ip}`);
  }

  /**
   * Counts a password change before the current password is checked: M per user and window, so
   * a stolen session cannot guess its owner's password; past it even the right one waits.
   */
  async beforePasswordChange(userId: number): Promise<void> {
    await this.counters.hit(this.limit(`password:user:${userId}`, this.max));
  }

  /** The right current password: the user's tries start over. */
  async afterPasswordChange(userId: number): Promise<void> {
    await this.counters.forget(`password:user:${userId}`);
  }

  /** Counts a recovery call (sending a code, or using one) before any work is done. */
  async beforeRecovery(email: string, ip: string): Promise<void> {
    await this.counters.hit(this.limit(`recovery:ip:${ip}`, this.max * 5));
    await this.counters.hit(this.limit(`recovery:account:${email}`, this.max));
  }
}

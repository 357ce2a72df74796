import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of the login and recovery limits (auth/rateLimit.ts), one row per key
 * ('login:account-ip:<e-mail>|<ip>'…) and fixed window. In the database so that every API process
 * shares them; rows whose window has ended are deleted on write (docs/security.md "Rate limits").
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);

import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * The first answer of each write sent with an `Idempotency-Key` (http/idempotency.ts): a repeat of
 * the same request answers it again instead of running again. The row is written BEFORE the
 * handler runs (status null while it runs), so two requests with one key, in any processes, cannot
 * both run. The key itself is not stored, only its hash; the answer is encrypted with a key derived
 * from it (an answer can hold a session's tokens). Rows live 24 h (the idempotency job clears them).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    /** 'user:<id>' for a signed-in caller, 'anonymous:<client address>' on public routes. */
    owner: text().notNull(),
    /** SHA-256 of the Idempotency-Key (hex). */
    keyHash: text().notNull(),
    method: text().notNull(),
    url: text().notNull(),
    /** SHA-256 of the request's method, URL and body: the same key with another request is refused. */
    requestHash: text().notNull(),
    /** The first answer's status; null while the first request runs. */
    status: integer(),
    contentType: text(),
    /** The first answer's body, AES-256-GCM under a key derived from the Idempotency-Key. */
    response: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_owner_key_idx').on(t.owner, t.keyHash),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

// The transfers' user filter (GET /admin/app-transfers filters.user; docs/app-users.md "Transfers").
import { sql, type SQL } from 'drizzle-orm';
import { TRANSFER_TAB_STATUS } from '../../../domain/appTransfers';
import { TRANSFER_STATUSES, type TransferStatus, type TransferType } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { nameSearch, searchNarrowing, WORD_LOOKUP_MIN_LENGTH, type NameSearch } from '../appPlans/nameSearch';
import { escapeLike, rowsOf } from '../shared/sql';

/** wallet_transfers_search_idx's expression (migration 0023's transfer_search_tokens, the same columns). */
const TRANSFER_SEARCH_TOKENS = sql`transfer_search_tokens(t.user_name_folded, t.status)`;

/**
 * The tab's status is merged as its token ('~st:completed'…) with the name's words in that index
 * only when it holds at most this share of the transfers (wallet_transfer_counts). The index merge
 * reads the status's whole list: Aprovados' 425,000 entries to keep 17,872 'carvalho' rows (10 of
 * the capped total's 12.7 ms at 1,000,000 users). A status held by most transfers is checked on
 * each row the words read instead: 1,184 rows read for 1,001 matches, 6.3 ms.
 */
export const STATUS_TOKEN_MAX_SHARE = 0.5;

/**
 * `t.status = '<status>'` with the status written into the text, as rowCount does for a LIMIT: a
 * statement named and planned generically (db/preparing.ts) then knows the status is most rows.
 * As `status = $n`, the generic plan guessed a quarter of the table and merged the words' 21,019
 * entries with the status index's 425,011 (94 of 106 ms). Only a known status is written.
 */
function statusIs(status: TransferStatus): SQL {
  if (!TRANSFER_STATUSES.includes(status)) throw new Error(`not a transfer status: ${status}`);
  return sql`t.status = ${sql.raw(`'${status}'`)}`;
}

/** Whether `status` is rare enough among the transfers for its token to narrow the words' read. */
async function statusTokenNarrows(db: Db, status: TransferStatus): Promise<boolean> {
  const [counts] = rowsOf<{ tab: number; total: number }>(
    await db.execute(sql`SELECT coalesce(sum(total) FILTER (WHERE status = ${status}), 0)::int AS tab, coalesce(sum(total), 0)::int AS total
      FROM wallet_transfer_counts`),
  );
  return Number(counts.tab) <= Number(counts.total) * STATUS_TOKEN_MAX_SHARE;
}

/**
 * The name part's read from wallet_transfers_search_idx, holding the tab's status (its token, or
 * the status checked on each row where the token would not narrow); null when no fragment is rare.
 */
async function nameNarrowing(db: Db, search: NameSearch, type: TransferType): Promise<SQL | null> {
  const status = TRANSFER_TAB_STATUS[type];
  if (search.words.length === 0) return null;
  const byToken = status ? await statusTokenNarrows(db, status) : false;
  const words = searchNarrowing(search, byToken ? [[`~st:${status}`]] : [], {
    tokens: TRANSFER_SEARCH_TOKENS,
    opaque: true,
  });
  return words && status && !byToken ? sql`${words} AND ${statusIs(status)}` : words;
}

/**
 * Up to this many users whose e-mail holds the term are named to the query, each one's transfers
 * read on wallet_transfers_user_idx; with more, each transfer's user e-mail is checked instead.
 */
export const EMAIL_LOOKUP_MAX_USERS = 1_000;

/**
 * The transfers (t: wallet_transfers) of the users whose name (accents and case ignored, as every
 * name search) or e-mail holds the term, any user, a removed one too (his transfers stay).
 */
export interface TransferUserFilter {
  /** The exact rule on each transfer: its copied folded name (user_name_folded), or its user's e-mail. */
  check: SQL;
  /**
   * The same rows' read from indexes, where it pays: the words of the term's rare fragments in
   * wallet_transfers_search_idx, merged with the tab's status token unless most transfers hold
   * that status (STATUS_TOKEN_MAX_SHARE: then the status is checked on the rows read), or'ed with
   * the transfers of the few users whose e-mail holds it. It holds the tab's status (the token or
   * asked): the caller adds only what the tab asks beyond it. Null when a part cannot narrow (a
   * common or short term, an e-mail part held by many): the tab is walked with `check`.
   */
  narrowing: SQL | null;
}

/** The filter for `term` on the tab `type`, or null when no transfer can match. */
export async function transferUserFilter(db: Db, term: string, type: TransferType): Promise<TransferUserFilter | null> {
  const checks: SQL[] = [];
  const narrowings: (SQL | null)[] = [];

  const search = await nameSearch(db, term);
  if (search) {
    checks.push(sql`t.user_name_folded LIKE ${search.pattern}`);
    narrowings.push(await nameNarrowing(db, search, type));
  }

  // An e-mail holds no blank. With a trigram to read (three letters or more), the few users whose
  // e-mail holds the term are found first (users_email_trgm_idx).
  if (!/\s/.test(term)) {
    const emailLike = `%${escapeLike(term)}%`;
    const ids =
      term.length >= WORD_LOOKUP_MIN_LENGTH
        ? rowsOf<{ id: number }>(
            await db.execute(
              sql`SELECT id FROM users WHERE email ILIKE ${emailLike} LIMIT ${EMAIL_LOOKUP_MAX_USERS + 1}`,
            ),
          ).map((row) => Number(row.id))
        : null;
    if (ids === null || ids.length > EMAIL_LOOKUP_MAX_USERS) {
      checks.push(sql`(SELECT u.email ILIKE ${emailLike} FROM users u WHERE u.id = t.user_id)`);
      narrowings.push(null);
    } else if (ids.length > 0) {
      // The ids as one array parameter (hundreds of parameters cost more to bind than the read).
      const theirs = sql`t.user_id = ANY(${`{${ids.join(',')}}`}::int[])`;
      const status = TRANSFER_TAB_STATUS[type];
      checks.push(theirs);
      narrowings.push(status ? sql`${theirs} AND t.status = ${status}` : theirs);
    }
  }

  if (checks.length === 0) return null;
  const narrowing = narrowings.every((part) => part !== null)
    ? sql`(${sql.join(
        narrowings.map((part) => sql`(${part})`),
        sql` OR `,
      )})`
    : null;
  return { check: sql`(${sql.join(checks, sql` OR `)})`, narrowing };
}

// The transfers' user filter (GET /admin/app-transfers filters.user; docs/app-users.md "Transfers").
import { sql, type SQL } from 'drizzle-orm';
import { TRANSFER_TAB_STATUS } from '../../../domain/appTransfers';
import type { TransferType } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { nameSearch, searchNarrowing, WORD_LOOKUP_MIN_LENGTH, type TabTokens } from '../appPlans/nameSearch';
import { escapeLike, rowsOf } from '../shared/sql';

/** wallet_transfers_search_idx's expression (migration 0023's transfer_search_tokens, the same columns). */
const TRANSFER_SEARCH_TOKENS = sql`transfer_search_tokens(t.user_name_folded, t.status)`;

/** A tab's status token in that index ('~st:pending'…): Pendentes and Em espera are both pending rows. */
function statusTokens(type: TransferType): TabTokens[] {
  const status = TRANSFER_TAB_STATUS[type];
  return status ? [[`~st:${status}`]] : [];
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
   * The same rows' read from indexes, where it pays: the words of the term's rare fragments merged
   * with the tab's status in wallet_transfers_search_idx, or'ed with the transfers of the few users
   * whose e-mail holds it. It holds the tab's status (the e-mail part asks it): the caller adds
   * only what the tab asks beyond it. Null when a part cannot narrow (a common or short term, an
   * e-mail part held by many): the tab is walked with `check`.
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
    narrowings.push(searchNarrowing(search, statusTokens(type), { tokens: TRANSFER_SEARCH_TOKENS, opaque: true }));
  }

  // An e-mail holds no blank. With a trigram to read (three letters or more), the few users whose
  // e-mail holds the term are found first (users_email_trgm_idx).
  if (!/\s/.test(term)) {
    const emailLike = `%${escapeLike(term)}%`;
    const ids =
      term.length >= WORD_LOOKUP_MIN_LENGTH
        ? rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM users WHERE email ILIKE ${emailLike} LIMIT ${EMAIL_LOOKUP_MAX_USERS + 1}`)).map(
            (row) => Number(row.id),
          )
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
    ? sql`(${sql.join(narrowings.map((part) => sql`(${part})`), sql` OR `)})`
    : null;
  return { check: sql`(${sql.join(checks, sql` OR `)})`, narrowing };
}

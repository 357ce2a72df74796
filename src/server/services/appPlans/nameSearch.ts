// The name search of the app-user screens (plans, verifications): a part of the name, accents and
// case ignored, found through the words of the names (migration 0022; docs/app-users.md "Name search").
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { escapeLike, rowsOf } from '../shared/sql';
import { foldTerm } from '../trackers/shared';

/**
 * `u`'s folded name as words plus its tab-state tokens: users_app_search_idx's expression
 * (migration 0022's app_user_search_tokens, the same columns in the same order).
 */
const SEARCH_TOKENS = sql`app_user_search_tokens(u.name_folded, u.plan_method, u.plan_type, u.plan_status, u.plan_refunded, u.verification_status)`;

/** The tokens migration 0022 adds for a tab's state: a tab holding one of them ('~m:manual', '~v:pending'…). */
export type TabTokens = readonly string[];

/** A fragment shorter than this (no trigram) is not looked up among the words: it only filters. */
export const WORD_LOOKUP_MIN_LENGTH = 3;

/**
 * A fragment whose words are held by more users than this narrows nothing worth an index read
 * (their lists cost more to merge than walking the list until enough names match): it only filters.
 */
export const WORD_LOOKUP_MAX_USERS = 50_000;

export interface NameSearch {
  /** The folded term as a LIKE pattern ('%term%'), for a copy of the folded name elsewhere (the transfers'). */
  pattern: string;
  /** `u`'s name holds the term (the exact rule; a filter, no index answers it). */
  holds: SQL;
  /**
   * For each fragment of the term rare enough to be worth an index read, the words of names
   * containing it (user_name_words); empty when none is.
   */
  words: string[][];
}

interface FragmentWords {
  words: string[] | null;
  users: number;
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The search for `term`, or null when no user can hold it (a fragment no name's word contains).
 * Why it holds: a fragment of the term has no blank, so wherever the term sits in a name, each
 * fragment lies inside one word of that name; so the users holding the term hold, for each
 * fragment, one of the words containing it. The words come from user_name_words (a small table,
 * by trigram), with how many users hold them, which decides whether the index read pays.
 */
export async function nameSearch(db: Db, term: string): Promise<NameSearch | null> {
  const folded = foldTerm(term).trim();
  const pattern = `%${escapeLike(folded)}%`;
  const holds = sql`u.name_folded LIKE ${pattern}`;
  const fragments = [...new Set(folded.split(/\s+/).filter((fragment) => fragment.length >= WORD_LOOKUP_MIN_LENGTH))];
  if (fragments.length === 0) return { pattern, holds, words: [] };
  const lookups = fragments.map(
    (fragment) =>
      sql`(SELECT array_agg(word) AS words, coalesce(sum(users), 0)::int AS users FROM user_name_words WHERE word LIKE ${`%${escapeLike(fragment)}%`})`,
  );
  const found = rowsOf<FragmentWords>(await db.execute(sql.join(lookups, sql` UNION ALL `)));
  if (found.some((fragment) => !fragment.words)) return null;
  return {
    pattern,
    holds,
    words: found.filter((fragment) => fragment.users <= WORD_LOOKUP_MAX_USERS).map((fragment) => fragment.words!),
  };
}

/**
 * The matches' read through a words index: the rows holding a word of each rare fragment and one
 * token of each list in `tabs` (the tab's, a filter's), merged in the index; null when no fragment
 * is rare (the caller walks the list with the exact rule alone). `tokens` is the index's
 * expression: users_app_search_idx's by default, wallet_transfers_search_idx's for the transfers.
 *
 * `opaque`: each list as a sub-select the planner cannot see into. It estimates a literal list
 * word by word, and a long one ('4242' is in 299 words of 1,000,000 numbered names) makes the
 * index read look dearer than a scan (181 ms instead of 2 ms, on users); the transfers' user
 * filter asks for it.
 */
export function searchNarrowing(
  { words }: NameSearch,
  tabs: TabTokens[],
  { tokens = SEARCH_TOKENS, opaque = false }: { tokens?: SQL; opaque?: boolean } = {},
): SQL | null {
  if (words.length === 0) return null;
  const lists = [...words, ...tabs];
  return sql.join(
    lists.map((list) =>
      opaque ? sql`${tokens} && (SELECT ${textArray(list)})` : sql`${tokens} && ${textArray(list)}`,
    ),
    sql` AND `,
  );
}

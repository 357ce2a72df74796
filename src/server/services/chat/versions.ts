// Polling that costs almost nothing (issue 12 item 4; docs/chat.md "Polling"): a polled answer's
// ETag is derived from the caller's chat version (chat_versions, kept by the triggers of migration
// 0013), so a poll whose version did not move answers 304 without running its query.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { companyScope } from '../../auth/guard';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { rowsOf } from '../shared/sql';
import { abandonedAt, chatListQuerySchema, type Chat } from '../../../domain/chat';

/**
 * How long a process reuses a version it read: thousands of polls a second then cost a few reads
 * per company a second, not one each. A change made elsewhere (another process, `npm run
 * simulate`) reaches an unchanged screen at most this much later than the poll that would have
 * shown it (well inside the 5 s polling); this process's own chat writes forget the versions at
 * once (forgetChatVersions).
 */
export const VERSION_TTL_MS = 250;
const versions = new Map<string, { at: number; version: Promise<number> }>();

/**
 * The version of every chat the caller sees, read from the database so every API process agrees:
 * a law-company user's company counter (one primary-key row); support's, the sum of all companies'
 * (each committed change adds to it, whatever the order transactions commit in). Reused for
 * VERSION_TTL_MS; calls arriving while it is read share the read.
 */
export function chatVersion(db: Db, auth: AccessClaims, now = performance.now()): Promise<number> {
  const scope = companyScope(auth);
  const key = String(scope ?? 'all');
  const kept = versions.get(key);
  if (kept && now - kept.at < VERSION_TTL_MS) return kept.version;
  const version = db
    .execute(
      scope === null
        ? sql`SELECT sum(version) AS version FROM chat_versions`
        : sql`SELECT version FROM chat_versions WHERE law_company_id = ${scope}`,
    )
    .then((result) => Number(rowsOf<{ version: string | number | null }>(result)[0]?.version ?? 0));
  versions.set(key, { at: now, version });
  // A failed read is not kept: the next call reads again.
  version.catch(() => versions.get(key)?.version === version && versions.delete(key));
  return version;
}

/** This process changed chats (sent, read): its next polls read the versions again. */
export function forgetChatVersions() {
  versions.clear();
}

/**
 * Answers that show 'abandoned' (the list, a chat's info, the poll) change with the clock too: a
 * chat turns abandoned ABANDONED_DAYS after its wait began. Their tag carries the instant the
 * answer stops being true (`validUntil`, answerExpiry): until then a matching If-None-Match is a
 * 304 without a query; from then on the answer is made again. The 'abandoned' filter lists chats
 * that may turn abandoned out of sight: its answers stand for CLOCK_SLOT_MS.
 */
export const CLOCK_SLOT_MS = 60_000;

/**
 * The ETag of a polled answer: the version read BEFORE the answer's query (a change committed
 * in between makes the next poll's version differ, never an old answer look new), a hash of
 * everything else the answer depends on (the caller: user, roles, company scope; the URL with its
 * query) and, for an answer that changes with the clock, the instant it expires (`-u<ms>`).
 */
export function pollEtag(version: number, auth: AccessClaims, url: string, validUntil?: number | null): string {
  const hash = crypto
    .createHash('sha1')
    .update(JSON.stringify([auth.userId, auth.roles, auth.lawCompanyId, url]))
    .digest('base64url')
    .slice(0, 16);
  return `"c${version}-${hash}${validUntil == null ? '' : `-u${validUntil.toString(36)}`}"`;
}

/**
 * The tag among If-None-Match's that still stands for this version, caller and URL at `now` (its
 * expiry, if any, not reached), or null. A client forging an expiry only keeps its own copy longer.
 */
export function matchingEtag(
  sent: string | undefined,
  version: number,
  auth: AccessClaims,
  url: string,
  now: number,
): string | null {
  if (!sent) return null;
  const base = pollEtag(version, auth, url).slice(0, -1);
  for (const raw of sent.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === `${base}"`) return tag;
    const expiry = tag.startsWith(base) ? /^-u([0-9a-z]{1,12})"$/.exec(tag.slice(base.length)) : null;
    if (expiry && now < parseInt(expiry[1], 36)) return tag;
  }
  return null;
}

/**
 * When an answer showing these chats stops being true with the clock alone (`now`: the moment
 * taken before the answer was made): the first of them to turn abandoned after `now`, null if
 * none will; with the 'abandoned' filter (`rawQuery`), CLOCK_SLOT_MS from `now`.
 */
export function answerExpiry(chats: readonly Chat[], now: number, rawQuery?: unknown): number | null {
  const query = rawQuery === undefined ? null : chatListQuerySchema.safeParse(rawQuery);
  if (query?.success && query.data.filters.type === 'abandoned') return now + CLOCK_SLOT_MS;
  let first: number | null = null;
  for (const chat of chats) {
    const at = abandonedAt(chat);
    if (at !== null && at > now && (first === null || at < first)) first = at;
  }
  return first;
}

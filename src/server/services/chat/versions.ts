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
 * Answers that show 'abandoned' (the list, a chat's info) also change with the clock: their tag
 * holds the minute too, so an unchanged screen learns of a chat turning abandoned within a minute.
 * Each user's minute starts at their own offset, so staff do not all re-query at the same second.
 */
export const CLOCK_SLOT_MS = 60_000;

/**
 * The ETag of a polled answer: the version read BEFORE the answer's query (a change committed
 * in between makes the next poll's version differ, never an old answer look new), and a hash of
 * everything else the answer depends on: the caller (user, roles, company scope), the URL with
 * its query, and for a clock-dependent answer the caller's current minute.
 */
export function pollEtag(version: number, auth: AccessClaims, url: string, clock?: Date): string {
  const slot = clock ? Math.floor((clock.getTime() + ((auth.userId * 7919) % CLOCK_SLOT_MS)) / CLOCK_SLOT_MS) : null;
  const hash = crypto
    .createHash('sha1')
    .update(JSON.stringify([auth.userId, auth.roles, auth.lawCompanyId, url, slot]))
    .digest('base64url')
    .slice(0, 16);
  return `"c${version}-${hash}"`;
}

import { and, count, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  chats,
  lawCompanies,
  seizureReports,
  seizureRequests,
  trackerRequests,
  userVerifications,
  walletTransfers,
} from '../db/schema';

/**
 * The counts behind the menu badges. `scope` is the law company to count for, or null for
 * support (every company). Each is one indexed COUNT over a small, selective set (pending
 * items), polled every 30 s by the console.
 */
export type Scope = number | null;

const READY = ['readyAndOpenedForTrackers', 'readyAndClosedForTrackers'] as const;

const inScope = (scope: Scope): SQL | undefined =>
  scope === null ? undefined : eq(seizureRequests.lawCompanyId, scope);

async function total(query: Promise<{ total: number }[]>) {
  const [row] = await query;
  return { total: Number(row?.total ?? 0) };
}

/** Pending tracker requests on ready, live cases: what a case admin must decide. */
export const pendingTrackers = (db: Db, scope: Scope) =>
  total(
    db
      .select({ total: count() })
      .from(trackerRequests)
      .innerJoin(seizureRequests, eq(seizureRequests.id, trackerRequests.seizureRequestId))
      .where(
        and(
          eq(trackerRequests.status, 'pending'),
          inArray(seizureRequests.status, [...READY]),
          isNull(seizureRequests.deletedAt),
          inScope(scope),
        ),
      ),
  );

/** Seizure reports waiting for approval or rejection. */
export const pendingReports = (db: Db, scope: Scope) =>
  total(
    db
      .select({ total: count() })
      .from(seizureReports)
      .innerJoin(seizureRequests, eq(seizureRequests.id, seizureReports.seizureRequestId))
      .where(and(eq(seizureReports.status, 'pending'), isNull(seizureRequests.deletedAt), inScope(scope))),
  );

/** Open conversations with messages the law company has not read. */
export const unreadChats = (db: Db, scope: Scope) =>
  total(
    db
      .select({ total: count() })
      .from(chats)
      .where(
        and(
          eq(chats.closed, false),
          gt(chats.unreadCount, 0),
          scope === null ? undefined : eq(chats.lawCompanyId, scope),
        ),
      ),
  );

export const pendingLawCompanies = (db: Db) =>
  total(db.select({ total: count() }).from(lawCompanies).where(eq(lawCompanies.status, 'pending')));

export const pendingVerifications = (db: Db) =>
  total(db.select({ total: count() }).from(userVerifications).where(eq(userVerifications.status, 'pending')));

/**
 * Pending transfers out of their security waiting period: the 'Pendentes' tab. Those still
 * waiting have their own tab ('Em espera') and no badge.
 */
export const pendingTransfers = (db: Db, now = new Date()) =>
  total(
    db
      .select({ total: count() })
      .from(walletTransfers)
      .where(
        and(
          eq(walletTransfers.status, 'pending'),
          or(isNull(walletTransfers.waitingUntil), lte(walletTransfers.waitingUntil, now)),
        ),
      ),
  );

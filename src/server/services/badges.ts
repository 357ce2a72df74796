import { and, count, eq, gt } from 'drizzle-orm';
import { dashboardListQuerySchema, type PendingReports, type PendingTrackers } from '../../domain/dashboard';
import type { AccessClaims } from '../auth/tokens';
import type { Db } from '../db/connection';
import { chats } from '../db/schema';
import { fromAppCounter, lawCompanyCounter } from './dashboard';
import { parse } from './errors';
import { pendingTotal } from './appTransfers';
import { listReports } from './reports';
import { listTrackerRequests } from './trackers';

/**
 * The counts behind the menu badges. `scope` is the law company to count for, or null for
 * support (every company). Each is one indexed COUNT over a small, selective set (pending
 * items), polled every 30 s by the console.
 */
export type Scope = number | null;

async function total(query: Promise<{ total: number }[]>) {
  const [row] = await query;
  return { total: Number(row?.total ?? 0) };
}

/** The paging of a dashboard call (the dashboard contract's query); the tab is fixed by the call. */
const pagingOf = (rawQuery: unknown) => parse(dashboardListQuerySchema, rawQuery);

/**
 * GET /admin/dashboard/trackers/pending: pending tracker requests on ready, live cases of the
 * user's company (support: every company) — `total` is the menu badge — and a page of them
 * (the tracker list's rows, newest first).
 */
export const pendingTrackers = (db: Db, auth: AccessClaims, rawQuery: unknown): Promise<PendingTrackers> =>
  listTrackerRequests(db, auth, { ...pagingOf(rawQuery), status: 'pending' }, { readyCasesOnly: true });

/** GET /admin/dashboard/seizure-requests/reports/pending: pending reports on live cases, and a page of them. */
export const pendingReports = (db: Db, auth: AccessClaims, rawQuery: unknown): Promise<PendingReports> =>
  listReports(db, auth, { ...pagingOf(rawQuery), status: 'pending' });

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

/** The Assessorias Jurídicas badge: the dashboard's own counter of pending law companies. */
export const pendingLawCompanies = (db: Db) => lawCompanyCounter(db, 'pending');

/** The Cadastros badge: the dashboard's own counter of pending verifications. */
export const pendingVerifications = (db: Db) => fromAppCounter(db, 'pending');

/**
 * Pending transfers out of their security waiting period: the 'Pendentes' tab's total (the
 * trigger-kept pending count minus those still waiting; services/appTransfers). Those still
 * waiting have their own tab ('Em espera') and no badge.
 */
export const pendingTransfers = async (db: Db, now = new Date()) => ({ total: await pendingTotal(db, now) });

import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import {
  ACTIVE_CASE_SLICES,
  FROM_APP_COUNTERS,
  INACTIVE_CASE_SLICES,
  LAW_COMPANY_COUNTERS,
  type CaseGraph,
  type CaseSliceKey,
  type Counter,
} from '../../../domain/dashboard';
import type { AccessClaims } from '../../auth/tokens';
import { companyScope } from '../../auth/guard';
import type { Db } from '../../db/connection';
import { caseCounts, lawCompanies } from '../../db/schema';
import { appUserTotal, verificationStatusTotal } from '../appPlans/counts';
import { TABS } from '../cases/tabs';
import { notFound } from '../errors';

/** A path id as the route reads it: canonical digits only ('01' or '1e3' name nothing). */
function idOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2 ** 31 - 1) throw notFound();
  return Number(raw);
}

/**
 * The company the doughnuts are for. A law-company user always gets its own: no id or its own
 * id; another company's id answers 404, as for a company that does not exist (docs/dashboard.md).
 * Support gets every company without an id, or the one named (404 when there is none).
 */
async function graphScope(db: Db, auth: AccessClaims, rawId: string | undefined): Promise<number | null> {
  const id = idOf(rawId);
  const own = companyScope(auth);
  if (own !== null) {
    if (id !== undefined && id !== own) throw notFound();
    return own;
  }
  if (id === undefined) return null;
  const [found] = await db.select({ id: lawCompanies.id }).from(lawCompanies).where(eq(lawCompanies.id, id));
  if (!found) throw notFound();
  return id;
}

/** Which slice a (status, has approved tracker) counter belongs to: the case list's tabs. */
function sliceOf(status: string, hasApproved: boolean): CaseSliceKey | undefined {
  return [...ACTIVE_CASE_SLICES, ...INACTIVE_CASE_SLICES].find((key) => {
    const tab = TABS[key];
    return (
      tab.statuses?.includes(status as never) && (tab.hasApproved === undefined || tab.hasApproved === hasApproved)
    );
  });
}

/**
 * GET /admin/dashboard/seizure-requests/graph/{lawCompanyId?}: live cases by slice, summed from
 * the case_counts counters kept by trigger (migration 0002): a few dozen rows per company,
 * whatever the number of cases.
 */
export async function caseGraph(db: Db, auth: AccessClaims, rawId: string | undefined): Promise<CaseGraph> {
  const scope = await graphScope(db, auth, rawId);
  const rows = await db
    .select({
      status: caseCounts.status,
      hasApproved: caseCounts.hasApproved,
      total: sql<string>`sum(${caseCounts.total})`,
    })
    .from(caseCounts)
    .where(scope === null ? undefined : eq(caseCounts.lawCompanyId, scope))
    .groupBy(caseCounts.status, caseCounts.hasApproved);
  const totals = new Map<CaseSliceKey, number>();
  for (const row of rows) {
    const key = sliceOf(row.status, row.hasApproved);
    if (key) totals.set(key, (totals.get(key) ?? 0) + Number(row.total));
  }
  const slices = (keys: readonly CaseSliceKey[]) => keys.map((key) => ({ key, total: totals.get(key) ?? 0 }));
  return { lawCompanyId: scope, active: slices(ACTIVE_CASE_SLICES), inactive: slices(INACTIVE_CASE_SLICES) };
}

async function total(query: Promise<{ total: number }[]>): Promise<Counter> {
  const [row] = await query;
  return { total: Number(row?.total ?? 0) };
}

/** GET /admin/dashboard/law-companies/{status|total}: law companies are few (a plain count). */
export function lawCompanyCounter(db: Db, counter: string): Promise<Counter> {
  if (!(LAW_COMPANY_COUNTERS as readonly string[]).includes(counter)) throw notFound();
  // 'pending' is the review queue: registrations whose e-mail was confirmed (domain awaitsConfirmation).
  const where =
    counter === 'total'
      ? undefined
      : counter === 'pending'
        ? and(eq(lawCompanies.status, 'pending'), isNotNull(lawCompanies.emailConfirmedAt))
        : eq(lawCompanies.status, counter as 'active');
  return total(db.select({ total: count() }).from(lawCompanies).where(where));
}

/**
 * GET /admin/dashboard/from-app/{status|total}: app users by verification status, and every app
 * user, from the counters the app-user screens keep (services/appPlans/counts): the same rule
 * as their tabs, so the dashboard, the Cadastros badge and the Pendente tab always agree, and
 * one read of a few rows at a million users (docs/dashboard.md).
 */
export async function fromAppCounter(db: Db, counter: string): Promise<Counter> {
  if (!(FROM_APP_COUNTERS as readonly string[]).includes(counter)) throw notFound();
  return { total: counter === 'total' ? await appUserTotal(db) : await verificationStatusTotal(db, counter) };
}

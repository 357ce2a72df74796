// GET /admin/app-users (spec 001 §2 "App-user plans screen", §7): the app users by plan tab, a
// page, searched by name, filtered by subscription state (docs/app-users.md "Plans").
import { sql, type SQL } from 'drizzle-orm';
import {
  appUserListQuerySchema,
  canModifyPlan,
  type AppUserListQuery,
  type AppUserRow,
} from '../../../domain/appPlans';
import type { PlanMethod, PlanType, SubscriptionStatus } from '../../../domain/statuses';
import type { Page } from '../../../domain/wire';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { parse } from '../errors';
import { pagedSelect } from '../shared/pagedList';
import { at, dateOf, dateOrNull } from '../shared/sql';
import { cappedList } from '../shared/cappedList';
import { planFilterTotal, planTabTotal } from './counts';
import { nameSearch, searchNarrowing, type TabTokens } from './nameSearch';
import { isAppUser, presentProfile, PROFILE_COLUMNS, type ProfileRow } from './shared';

/**
 * Each tab over `u` (users), from users' copies of the plan and verification state (migrations
 * 0019 and 0022's triggers), so that a page walks the tab's partial index (users_app_no_plan_idx,
 * users_app_plan_idx, users_app_unverified_idx) or users_created_idx without a probe per user,
 * and a Plano filter or name search checks the tab in the row or index entry it reads.
 */
function tabCondition(type: AppUserListQuery['type'], now: Date): SQL {
  switch (type) {
    case 'active':
      return sql`u.has_plan AND u.plan_expires_at > ${at(now)}`;
    case 'inactive':
      return sql`u.has_plan AND (u.plan_expires_at IS NULL OR u.plan_expires_at <= ${at(now)})`;
    case 'manual':
      return sql`u.plan_method = 'manual'`;
    case 'scanner':
      return sql`u.plan_type = 'scanner'`;
    case 'none':
      return sql`NOT u.has_plan`;
    case 'non-verified':
      return sql`NOT u.verification_approved`;
    default:
      return sql`TRUE`;
  }
}

/** The search tokens (migration 0022) of a tab narrow enough for the name search to merge them in its index. */
function tabTokens(type: AppUserListQuery['type']): TabTokens | null {
  if (type === 'manual') return ['~m:manual'];
  if (type === 'scanner') return ['~t:scanner'];
  return null;
}

const planTokens = (plan: NonNullable<AppUserListQuery['filters']['plan']>): TabTokens => [
  plan === 'refunded' ? '~r:refunded' : `~s:${plan}`,
];

/** Plano: its users in the list's order from users_app_plan_status_idx or users_app_plan_refunded_idx (migration 0022). */
function planFilter(plan: AppUserListQuery['filters']['plan']): SQL | null {
  if (!plan) return null;
  return plan === 'refunded' ? sql`u.plan_refunded` : sql`u.has_plan AND u.plan_status = ${plan}`;
}

// By name, pages walk users_app_name_idx (migration 0014).
const SORT_COLUMNS = { name: sql`u.name`, createdAt: sql`u.created_at` } as const;

interface Row extends ProfileRow {
  created_at: Date | string;
  plan_id: number | null;
  type: PlanType | null;
  method: PlanMethod | null;
  expiration_date: Date | string | null;
  subscription_status: SubscriptionStatus | null;
  refunded: boolean | null;
}

export function presentAppUser(row: Row, auth: AccessClaims): AppUserRow {
  const plan =
    row.plan_id === null
      ? null
      : {
          type: row.type!,
          method: row.method!,
          expirationDate: dateOrNull(row.expiration_date),
          subscriptionStatus: row.subscription_status,
          refunded: !!row.refunded,
        };
  return {
    ...presentProfile(row, auth),
    plan,
    createdAt: dateOf(row.created_at),
    canModify: canModifyPlan(plan),
  };
}

export const APP_USER_SELECT = sql`SELECT ${PROFILE_COLUMNS}, u.created_at,
    p.id AS plan_id, p.type, p.method, p.expiration_date, p.subscription_status, p.refunded
  FROM users u LEFT JOIN user_plans p ON p.user_id = u.id`;

/**
 * Unfiltered, a tab's total is the trigger-kept counters' (services/appPlans/counts), and so is
 * Todos with a Plano filter; a name filter, or Plano on another tab, is a capped list (cappedList).
 */
function countedTotal(
  db: Db,
  query: AppUserListQuery,
  planFiltered: boolean,
  now: Date,
): (() => Promise<number>) | null {
  const { plan } = query.filters;
  if (query.filters.name) return null;
  if (!planFiltered) return () => planTabTotal(db, query.type, now);
  return query.type === 'all' && plan ? () => planFilterTotal(db, plan) : null;
}

/** GET /admin/app-users: `type` the tab, `filters[name]` a part of the name, `filters[plan]` the subscription state. */
export async function listAppUsers(
  db: Db,
  auth: AccessClaims,
  rawQuery: unknown,
  now = new Date(),
): Promise<Page<AppUserRow>> {
  const query = parse(appUserListQuerySchema, rawQuery);
  const where = [isAppUser(), tabCondition(query.type, now)];
  // The Plano filter does not apply where nobody has a plan (the column is hidden there).
  const plan = query.type === 'none' ? null : planFilter(query.filters.plan);
  if (plan) where.push(plan);
  const search = query.filters.name ? await nameSearch(db, query.filters.name) : undefined;
  if (search === null) return { total: 0, result: [] };
  if (search) where.push(search.holds);
  const tokens = [tabTokens(query.type), plan ? planTokens(query.filters.plan!) : null].filter((list) => list !== null);
  const narrow = search ? searchNarrowing(search, tokens) : null;
  const dir = sql.raw(query.sortDirection === 'asc' ? 'ASC' : 'DESC');
  const list = {
    query,
    from: sql`users u`,
    where: sql.join(narrow ? [...where, narrow] : where, sql` AND `),
    walk: sql.join(where, sql` AND `),
    order: sql`${SORT_COLUMNS[query.sortField]} ${dir}, u.id ${dir}`,
    id: sql`u.id`,
    select: APP_USER_SELECT,
    present: (row: Row) => presentAppUser(row, auth),
  };
  const total = countedTotal(db, query, plan !== null, now);
  return total ? pagedSelect(db, { ...list, total }) : cappedList(db, list);
}

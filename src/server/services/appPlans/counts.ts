// The app-user tabs' exact totals from the trigger-kept counters (app_user_counts, migrations 0014, 0017;
// docs/app-users.md "Indexes and totals") instead of counting hundreds of thousands of rows.
import { sql } from 'drizzle-orm';
import type { AppUserListQuery } from '../../../domain/appPlans';
import type { VerificationListQuery } from '../../../domain/appVerifications';
import type { Db } from '../../db/connection';
import { at, countOf } from '../shared/sql';
import { isAppUser } from './shared';

/** A total as counter keys added (+1) or taken away (-1): e.g. Sem Plano is all − plan. */
type Terms = Record<string, 1 | -1>;

function kept(db: Db, terms: Terms): Promise<number> {
  const keys = Object.keys(terms);
  const signed = sql.join(
    keys.map((key) => sql`WHEN ${key} THEN ${sql.raw(terms[key] === 1 ? '' : '-')}total`),
    sql` `,
  );
  return countOf(
    db,
    sql`SELECT coalesce(sum(CASE key ${signed} END), 0)::int AS total FROM app_user_counts
      WHERE key IN (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`,
  );
}

const HOUR_MS = 3_600_000;

/** The counter key of the hour a plan expires in: 'expires:YYYYMMDDHH' (UTC, as app_plan_count_keys writes it). */
export const expiryKey = (date: Date) => `expires:${date.toISOString().slice(0, 13).replace(/[-T]/g, '')}`;

/**
 * Plans of app users expiring after `now` (the Ativos tab): the counters of every later hour,
 * plus the few plans of the current hour still ahead of `now` (user_plans_expiration_idx).
 * Exact at any moment, so no job has to move plans from Ativos to Inativos as time passes.
 */
export function activeTotal(db: Db, now: Date): Promise<number> {
  const hourEnd = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  // Every key of this form has the same length and digits only after the prefix, so the range
  // holds in any collation; the LIKE keeps other keys out wherever the collation sorts them.
  return countOf(
    db,
    sql`SELECT ((SELECT coalesce(sum(total), 0) FROM app_user_counts
          WHERE key > ${expiryKey(now)} AND key <= 'expires:9999999999' AND key LIKE 'expires:%')
        + (SELECT count(*) FROM user_plans p JOIN users u ON u.id = p.user_id
          WHERE ${isAppUser()} AND p.expiration_date > ${at(now)} AND p.expiration_date < ${at(hourEnd)}))::int AS total`,
  );
}

/** A plans tab's total (no filter set). */
export function planTabTotal(db: Db, type: AppUserListQuery['type'], now: Date): Promise<number> {
  switch (type) {
    case 'active':
      return activeTotal(db, now);
    case 'inactive':
      return Promise.all([kept(db, { plan: 1 }), activeTotal(db, now)]).then(([plans, active]) => plans - active);
    case 'manual':
      return kept(db, { 'plan:manual': 1 });
    case 'scanner':
      return kept(db, { 'plan:scanner': 1 });
    case 'none':
      return kept(db, { all: 1, plan: -1 });
    case 'non-verified':
      return kept(db, { all: 1, 'verification:approved': -1 });
    default:
      return kept(db, { all: 1 });
  }
}

/** Todos with a Plano filter (migration 0017's keys); other tabs with it count their rows. */
export const planFilterTotal = (db: Db, plan: NonNullable<AppUserListQuery['filters']['plan']>) =>
  kept(db, { [plan === 'refunded' ? 'plan:refunded' : `plan:status:${plan}`]: 1 });

/** A verifications tab's total (no filter set); Pendente is also the menu badge's. */
export function verificationTabTotal(db: Db, tab: VerificationListQuery['status']): Promise<number> {
  switch (tab) {
    case 'incompleted':
      return kept(db, { 'verification:incompleted': 1, 'verification:abandoned': 1 });
    case 'non-verified':
      return kept(db, { all: 1, verification: -1 });
    default:
      return kept(db, { [`verification:${tab}`]: 1 });
  }
}

/** App users whose verification has this status (the dashboard's 'Cadastros do aplicativo' counters, the Cadastros badge). */
export const verificationStatusTotal = (db: Db, status: string): Promise<number> =>
  kept(db, { [`verification:${status}`]: 1 });

/** Every app user (the Todos tab's rule, isAppUser): the dashboard's from-app total. */
export const appUserTotal = (db: Db): Promise<number> => kept(db, { all: 1 });

// GET /admin/app-users/verifications and /{userId} (spec 001 §2 "App verifications screen", §7):
// the app users by verification tab, and one user with its verification (docs/app-users.md).
import { sql, type SQL } from 'drizzle-orm';
import {
  verificationListQuerySchema,
  type VerificationDetails,
  type VerificationDocuments,
  type VerificationListQuery,
  type VerificationRow,
} from '../../../domain/appVerifications';
import type { UserStatus, VerificationStatus } from '../../../domain/statuses';
import type { Page } from '../../../domain/wire';
import type { HistoryEntry } from '../../../domain/history';
import { auditHistory } from '../shared/history';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { notFound, parse } from '../errors';
import { pagedSelect } from '../shared/pagedList';
import { dateOf, jsonOf, rowsOf } from '../shared/sql';
import { cappedList } from '../shared/cappedList';
import { verificationTabTotal } from '../appPlans/counts';
import { nameSearch, searchNarrowing, type TabTokens } from '../appPlans/nameSearch';
import { isAppUser, presentProfile, PROFILE_COLUMNS, type ProfileRow } from '../appPlans/shared';
import { verificationTabOf } from '../../db/schema/appUsers';

/**
 * Each tab over `u` (users) left-joined to `v` (its verification: user_verifications_user_key),
 * written as user_verifications_tab_idx's expression so that the tab's page walks that index.
 */
function tabCondition(tab: VerificationListQuery['status']): SQL {
  // NOT EXISTS rather than `v.id IS NULL`, and `v.status IS NOT NULL` (which turns the left join
  // into an inner one, so the tab's condition reaches the index): without them the planner
  // hashed every user and verification (1.8–2.4 s at 1,000,000 app users).
  if (tab === 'non-verified') return sql`NOT EXISTS (SELECT 1 FROM user_verifications x WHERE x.user_id = u.id)`;
  return sql`v.status IS NOT NULL AND ${verificationTabOf('v.status')} = ${tab}`;
}

/**
 * The tab from the user's copy of its verification's status (users.verification_status, migration
 * 0022): a name search checks it in the user's row it reads instead of probing the verification.
 */
function tabOnUser(tab: VerificationListQuery['status']): SQL {
  if (tab === 'non-verified') return sql`u.verification_status IS NULL`;
  return sql`${verificationTabOf('u.verification_status')} = ${tab}`;
}

/** The same tab as search tokens (migration 0022): '~v:' is no verification. */
function tabTokens(tab: VerificationListQuery['status']): TabTokens {
  if (tab === 'non-verified') return ['~v:'];
  return tab === 'incompleted' ? ['~v:incompleted', '~v:abandoned'] : [`~v:${tab}`];
}

const UPDATED = sql`coalesce(v.updated_at, u.updated_at)`;
const SORT_COLUMNS = { name: sql`u.name`, updatedAt: UPDATED, createdAt: sql`u.created_at` } as const;

/**
 * The list's order. By update date (the default) it is the verification's where every row has one
 * (user_verifications_tab_idx), the user's on Não Verificados (users_app_updated_idx): the same
 * order as `UPDATED, u.id`, in a form an index answers.
 */
function orderOf(query: VerificationListQuery): SQL {
  const dir = sql.raw(query.sortDirection === 'asc' ? 'ASC' : 'DESC');
  if (query.sortField !== 'updatedAt') return sql`${SORT_COLUMNS[query.sortField]} ${dir}, u.id ${dir}`;
  return query.status === 'non-verified'
    ? sql`u.updated_at ${dir}, u.id ${dir}`
    : sql`v.updated_at ${dir}, v.user_id ${dir}`;
}

interface Row {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  status: VerificationStatus | null;
  updated_at: Date | string;
  created_at: Date | string;
}

const present = (row: Row): VerificationRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  avatar: row.avatar,
  status: row.status,
  updatedAt: dateOf(row.updated_at),
  createdAt: dateOf(row.created_at),
});

/** GET /admin/app-users/verifications: `status` the tab, `filters[name]` a part of the name. */
export async function listVerifications(db: Db, rawQuery: unknown): Promise<Page<VerificationRow>> {
  const query = parse(verificationListQuerySchema, rawQuery);
  const list = {
    query,
    from: sql`users u LEFT JOIN user_verifications v ON v.user_id = u.id`,
    where: sql.join([isAppUser(), tabCondition(query.status)], sql` AND `),
    order: orderOf(query),
    id: sql`u.id`,
    select: sql`SELECT u.id, u.name, u.email, u.avatar, v.status, ${UPDATED} AS updated_at, u.created_at
      FROM users u LEFT JOIN user_verifications v ON v.user_id = u.id`,
    present,
  };
  if (!query.filters.name) return pagedSelect(db, { ...list, total: () => verificationTabTotal(db, query.status) });
  // A name search is a capped list (services/appPlans/cappedList): its matches from the users'
  // rows alone, and beyond the cap the tab's ordered walk with the name checked.
  const search = await nameSearch(db, query.filters.name);
  if (!search) return { total: 0, result: [] };
  return cappedList(db, {
    ...list,
    // The join is left out of the match read by the planner (v unused there, one per user).
    where: sql.join(
      [
        isAppUser(),
        tabOnUser(query.status),
        search.holds,
        searchNarrowing(search, [tabTokens(query.status)]) ?? sql`TRUE`,
      ],
      sql` AND `,
    ),
    walk: sql.join([isAppUser(), tabCondition(query.status), search.holds], sql` AND `),
  });
}

interface DetailsRow extends ProfileRow {
  user_status: UserStatus;
  state: string | null;
  city: string | null;
  neighborhood: string | null;
  street: string | null;
  number: number | null;
  complement: string | null;
  zipcode: string | null;
  created_at: Date | string;
  v_id: number | null;
  status: VerificationStatus | null;
  reason: string | null;
  documents: VerificationDocuments | string | null;
  v_created_at: Date | string | null;
  v_updated_at: Date | string | null;
  verifier_name: string | null;
  verifier_email: string | null;
}

/** GET /admin/app-users/verifications/{userId}: the user with its verification; 404 for anybody but an app user. */
export async function verificationDetails(db: Db, auth: AccessClaims, userId: number): Promise<VerificationDetails> {
  const [row] = rowsOf<DetailsRow>(
    await db.execute(sql`SELECT ${PROFILE_COLUMNS}, u.status AS user_status,
        u.state, u.city, u.neighborhood, u.street, u.number, u.complement, u.zipcode, u.created_at,
        v.id AS v_id, v.status, v.reason, v.documents, v.created_at AS v_created_at, v.updated_at AS v_updated_at,
        d.name AS verifier_name, d.email AS verifier_email
      FROM users u LEFT JOIN user_verifications v ON v.user_id = u.id LEFT JOIN users d ON d.id = v.verified_by_id
      WHERE u.id = ${userId} AND ${isAppUser()}`),
  );
  if (!row) throw notFound();
  return {
    user: {
      ...presentProfile(row, auth),
      status: row.user_status,
      state: row.state,
      city: row.city,
      neighborhood: row.neighborhood,
      street: row.street,
      number: row.number,
      complement: row.complement,
      zipcode: row.zipcode,
      createdAt: dateOf(row.created_at),
    },
    verification:
      row.v_id === null
        ? null
        : {
            status: row.status!,
            reason: row.reason,
            verifier: row.verifier_name ? { name: row.verifier_name, email: row.verifier_email ?? '' } : null,
            documents: jsonOf<VerificationDocuments>(row.documents) ?? {},
            createdAt: dateOf(row.v_created_at!),
            updatedAt: dateOf(row.v_updated_at!),
          },
  };
}

/**
 * GET /admin/app-users/verifications/{userId}/history (support): the verification's decisions and
 * document reviews, newest first; a user who is not an app user is 404.
 */
export async function verificationHistory(db: Db, userId: number): Promise<HistoryEntry[]> {
  const found = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT u.id FROM users u WHERE u.id = ${userId} AND ${isAppUser()}`),
  );
  if (found.length === 0) throw notFound();
  return auditHistory(
    db,
    sql`a.entity = 'appUser' AND a.entity_id = ${userId} AND a.action LIKE 'appUser.verification%'`,
  );
}

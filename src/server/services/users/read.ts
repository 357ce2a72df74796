// Reading the users of the caller's side: its company's users for a law-company admin, the
// support staff for a support admin (spec 000 §2 "Users / support users"; docs/users.md).
import { sql, type SQL } from 'drizzle-orm';
import { userListQuerySchema, userScopeOf, type AdminUser, type UserScope } from '../../../domain/users';
import type { Role } from '../../../domain/roles';
import type { Page } from '../../../domain/wire';
import type { HistoryEntry } from '../../../domain/history';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { forbidden, notFound, parse } from '../errors';
import { auditHistory } from '../shared/history';
import { pagedSelect } from '../shared/pagedList';
import { dateOf, escapeLike, rowsOf } from '../shared/sql';
import { folded, foldTerm } from '../trackers/shared';

/** The caller's side; a caller of neither side is refused (the route guard stops them first). */
export function scopeOf(auth: AccessClaims): UserScope {
  const scope = userScopeOf(auth);
  if (!scope) throw forbidden();
  return scope;
}

/**
 * The users a side sees, removed ones never: a company's own users (users_law_company_idx), or
 * the support staff (no company, a support role: users_roles_idx). Anything else is "not found".
 */
export function inScope(scope: UserScope, alias = 'u'): SQL {
  const u = sql.raw(alias);
  const side =
    scope.kind === 'lawCompany'
      ? sql`${u}.law_company_id = ${scope.lawCompanyId}`
      : sql`${u}.law_company_id IS NULL AND ${u}.roles && ARRAY['support', 'supportAdmin']::text[]`;
  return sql`${u}.deleted_at IS NULL AND ${side}`;
}

interface Row {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  created_at: Date | string;
}

export const toUser = (row: Row): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  roles: row.roles,
  createdAt: dateOf(row.created_at),
});

/** GET /admin/users: the caller's side, newest first, a page; `filters[term]` in the name or e-mail. */
export async function list(db: Db, auth: AccessClaims, rawQuery: unknown): Promise<Page<AdminUser>> {
  const query = parse(userListQuerySchema, rawQuery);
  const where = [inScope(scopeOf(auth))];
  if (query.filters.term) {
    const like = `%${escapeLike(foldTerm(query.filters.term))}%`;
    where.push(sql`(${folded(sql`u.name`)} LIKE ${like} OR u.email LIKE ${like})`);
  }
  return pagedSelect(db, {
    query,
    from: sql`users u`,
    where: sql.join(where, sql` AND `),
    order: sql`u.created_at DESC, u.id DESC`,
    id: sql`u.id`,
    select: sql`SELECT u.id, u.name, u.email, u.roles, u.created_at FROM users u`,
    present: toUser,
  });
}

/**
 * GET /admin/users/{id}/history: who created, changed, reset and removed the user, newest first;
 * a user outside the caller's side (or removed) is 404 like one that does not exist.
 */
export async function history(db: Db, auth: AccessClaims, id: number): Promise<HistoryEntry[]> {
  const [found] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT u.id FROM users u WHERE u.id = ${id} AND ${inScope(scopeOf(auth))}`),
  );
  if (!found) throw notFound();
  return auditHistory(db, sql`a.entity = 'user' AND a.entity_id = ${id}`);
}

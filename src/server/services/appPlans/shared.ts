// What the app-user screens (plans, verifications) share on the server: who counts as an app
// user, and the row lock of one (docs/app-users.md).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { notFound } from '../errors';
import { rowsOf } from '../shared/sql';

/** The roles of the mobile app's people (spec 001 §1: trackers and informers). */
export const APP_ROLES = sql.raw(`ARRAY['tracker', 'informer', 'fromApp']::text[]`);

/** `u` (users) is a live app user: one of the app's roles (users_roles_idx), not removed. */
export const isAppUser = (alias = 'u'): SQL => sql`${sql.raw(alias)}.roles && ${APP_ROLES} AND ${sql.raw(alias)}.deleted_at IS NULL`;

/** Locks an app user's row for a change (plans and verifications are changed under it); 404 otherwise. */
export async function lockAppUser(tx: Db, userId: number): Promise<{ id: number; name: string }> {
  const [user] = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`SELECT u.id, u.name FROM users u WHERE u.id = ${userId} AND ${isAppUser()} FOR UPDATE`),
  );
  if (!user) throw notFound();
  return user;
}

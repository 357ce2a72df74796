// What the app-user screens (plans, verifications) share on the server: who counts as an app
// user, how one is presented, and the row lock of one (docs/app-users.md).
import { sql, type SQL } from 'drizzle-orm';
import type { AppUserProfile } from '../../../domain/appPlans';
import type { ExperienceScore } from '../../../domain/statuses';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { notFound } from '../errors';
import { rowsOf } from '../shared/sql';

/** The roles of the mobile app's people (spec 001 §1: trackers and informers). */
export const APP_ROLES = sql.raw(`ARRAY['tracker', 'informer', 'fromApp']::text[]`);

/** `u` (users) is a live app user: one of the app's roles (users_roles_idx), not removed. */
export const isAppUser = (alias = 'u'): SQL =>
  sql`${sql.raw(alias)}.roles && ${APP_ROLES} AND ${sql.raw(alias)}.deleted_at IS NULL`;

/** Locks an app user's row for a change (plans and verifications are changed under it); 404 otherwise. */
export async function lockAppUser(tx: Db, userId: number): Promise<{ id: number; name: string }> {
  const [user] = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`SELECT u.id, u.name FROM users u WHERE u.id = ${userId} AND ${isAppUser()} FOR UPDATE`),
  );
  if (!user) throw notFound();
  return user;
}

/** The columns of an app user's profile (`u`: users), as `ProfileRow` reads them. */
export const PROFILE_COLUMNS = sql`u.id, u.name, u.email, u.phone, u.document, u.avatar, u.experience_score`;

export interface ProfileRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  document: string | null;
  avatar: string | null;
  experience_score: number | null;
}

/** Only role support reads the verified document number (spec §6); a support admin alone does not. */
export const readsDocumentNumber = (auth: AccessClaims) => auth.roles.includes('support');

/** The profile of every app-user screen, the document number by the rule above. */
export function presentProfile(row: ProfileRow, auth: AccessClaims): AppUserProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    document: readsDocumentNumber(auth) ? row.document : null,
    avatar: row.avatar,
    experienceScore: row.experience_score as ExperienceScore | null,
  };
}
